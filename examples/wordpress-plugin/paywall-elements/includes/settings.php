<?php
/**
 * The plugin's settings (Settings > Paywall Elements): merchant uuid, environment, an optional API
 * address and where the library's script is loaded from. Every value is checked when saved.
 *
 * @package PaywallElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const PAYWALL_ELEMENTS_OPTION       = 'paywall_elements_settings';
const PAYWALL_ELEMENTS_ENVIRONMENTS = array( 'production', 'development', 'daily', 'sandbox' );

/**
 * The settings with their defaults.
 *
 * @return array{merchant_uuid: string, environment: string, api_base: string, script_url: string, card_frame_url: string}
 */
function paywall_elements_settings() {
	$saved = get_option( PAYWALL_ELEMENTS_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	$clean = paywall_elements_sanitize_settings( $saved );
	if ( '' === $clean['script_url'] ) {
		$clean['script_url'] = plugins_url( 'library/iife/paywall-elements.iife.js', PAYWALL_ELEMENTS_PLUGIN_DIR . '/paywall-elements.php' );
	}
	return $clean;
}

/**
 * Checks submitted settings: a uuid of hex digits and dashes, a known environment, and http(s)
 * addresses (plain http only for this machine, as in development).
 *
 * @param mixed $input Submitted values.
 * @return array{merchant_uuid: string, environment: string, api_base: string, script_url: string, card_frame_url: string}
 */
function paywall_elements_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$uuid  = isset( $input['merchant_uuid'] ) ? trim( (string) $input['merchant_uuid'] ) : '';
	$env   = isset( $input['environment'] ) ? (string) $input['environment'] : 'production';
	return array(
		'merchant_uuid' => preg_match( '/^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/', $uuid ) ? strtolower( $uuid ) : '',
		'environment'   => in_array( $env, PAYWALL_ELEMENTS_ENVIRONMENTS, true ) ? $env : 'production',
		'api_base'      => paywall_elements_safe_url( isset( $input['api_base'] ) ? $input['api_base'] : '' ),
		'script_url'    => paywall_elements_safe_url( isset( $input['script_url'] ) ? $input['script_url'] : '' ),
		// the card frame lives on an origin of its own (docs/site-contract.md, "Production")
		'card_frame_url' => paywall_elements_safe_url( isset( $input['card_frame_url'] ) ? $input['card_frame_url'] : '' ),
	);
}

/**
 * An https address (http only for localhost and 127.0.0.1), or an empty string.
 *
 * @param mixed $value A submitted address.
 * @return string
 */
function paywall_elements_safe_url( $value ) {
	$value = trim( (string) $value );
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) || isset( $parts['user'] ) ) {
		return '';
	}
	$scheme = strtolower( $parts['scheme'] );
	$local  = in_array( strtolower( $parts['host'] ), array( 'localhost', '127.0.0.1', '[::1]' ), true );
	if ( 'https' !== $scheme && ! ( 'http' === $scheme && $local ) ) {
		return '';
	}
	return esc_url_raw( $value, array( 'http', 'https' ) );
}

/**
 * Registers the option with its sanitizer.
 */
function paywall_elements_register_settings() {
	register_setting(
		'paywall_elements',
		PAYWALL_ELEMENTS_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'paywall_elements_sanitize_settings',
			'default'           => array(),
		)
	);
}

/**
 * Adds Settings > Paywall Elements.
 */
function paywall_elements_add_settings_page() {
	add_options_page( __( 'Paywall Elements', 'paywall-elements' ), __( 'Paywall Elements', 'paywall-elements' ), 'manage_options', 'paywall-elements', 'paywall_elements_settings_page' );
}

/**
 * The settings form.
 */
function paywall_elements_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = get_option( PAYWALL_ELEMENTS_OPTION, array() );
	$settings = paywall_elements_sanitize_settings( $settings );
	$name     = PAYWALL_ELEMENTS_OPTION;
	echo '<div class="wrap"><h1>' . esc_html__( 'Paywall Elements', 'paywall-elements' ) . '</h1><form method="post" action="options.php">';
	settings_fields( 'paywall_elements' );
	echo '<table class="form-table" role="presentation">';
	echo '<tr><th scope="row"><label for="pe-merchant">' . esc_html__( 'Merchant uuid', 'paywall-elements' ) . '</label></th><td><input id="pe-merchant" class="regular-text" name="' . esc_attr( $name ) . '[merchant_uuid]" value="' . esc_attr( $settings['merchant_uuid'] ) . '" required></td></tr>';
	echo '<tr><th scope="row"><label for="pe-env">' . esc_html__( 'Environment', 'paywall-elements' ) . '</label></th><td><select id="pe-env" name="' . esc_attr( $name ) . '[environment]">';
	foreach ( PAYWALL_ELEMENTS_ENVIRONMENTS as $env ) {
		echo '<option value="' . esc_attr( $env ) . '"' . selected( $settings['environment'], $env, false ) . '>' . esc_html( $env ) . '</option>';
	}
	echo '</select></td></tr>';
	echo '<tr><th scope="row"><label for="pe-api">' . esc_html__( 'API address (optional)', 'paywall-elements' ) . '</label></th><td><input id="pe-api" class="regular-text" type="url" name="' . esc_attr( $name ) . '[api_base]" value="' . esc_attr( $settings['api_base'] ) . '"></td></tr>';
	echo '<tr><th scope="row"><label for="pe-frame">' . esc_html__( 'Card frame address', 'paywall-elements' ) . '</label></th><td><input id="pe-frame" class="regular-text" type="url" name="' . esc_attr( $name ) . '[card_frame_url]" value="' . esc_attr( $settings['card_frame_url'] ) . '"><p class="description">' . esc_html__( 'Where the library\'s card-frame folder is hosted, on a host name of its own (not this site\'s). Needed for card payments on the hosted platform.', 'paywall-elements' ) . '</p></td></tr>';
	echo '<tr><th scope="row"><label for="pe-script">' . esc_html__( 'Library script address (optional)', 'paywall-elements' ) . '</label></th><td><input id="pe-script" class="regular-text" type="url" name="' . esc_attr( $name ) . '[script_url]" value="' . esc_attr( $settings['script_url'] ) . '"><p class="description">' . esc_html__( 'Empty: the copy shipped with this plugin. A CDN address of the same version also works.', 'paywall-elements' ) . '</p></td></tr>';
	echo '</table>';
	submit_button();
	echo '</form></div>';
}
