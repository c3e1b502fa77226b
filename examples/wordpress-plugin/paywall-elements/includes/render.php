<?php
/**
 * Rendering: one element's HTML from shortcode or block attributes, the page-wide <paywall-config>
 * written once, and the library's script enqueued once.
 *
 * @package PaywallElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers one shortcode per element ([paywall_gate item-id="40001"] ... [/paywall_gate]).
 */
function paywall_elements_register_shortcodes() {
	foreach ( paywall_elements_elements() as $element ) {
		add_shortcode(
			$element['shortcode'],
			function ( $atts, $content = null ) use ( $element ) {
				return paywall_elements_render( $element, is_array( $atts ) ? $atts : array(), $content );
			}
		);
	}
}

/**
 * The attribute values an element accepts, from raw shortcode or block attributes. Unknown names
 * (event handlers, style, anything the element does not declare) are dropped; booleans become
 * "true" or "false" (the element framework reads only those); numbers must be numeric.
 *
 * @param array $element One entry of paywall_elements_elements().
 * @param array $raw     Attribute name (kebab or camelCase) => value.
 * @return array<string, string> kebab name => value
 */
function paywall_elements_clean_attributes( $element, $raw ) {
	$clean = array();
	foreach ( $raw as $name => $value ) {
		if ( ! is_string( $name ) ) {
			continue;
		}
		$kebab = strtolower( preg_replace( '/([a-z0-9])([A-Z])/', '$1-$2', $name ) );
		if ( ! isset( $element['attributes'][ $kebab ] ) || is_array( $value ) || is_object( $value ) ) {
			continue;
		}
		$type = $element['attributes'][ $kebab ];
		if ( 'boolean' === $type ) {
			$clean[ $kebab ] = ( true === $value || in_array( strtolower( (string) $value ), array( '1', 'true', 'yes', 'on' ), true ) ) ? 'true' : 'false';
		} elseif ( 'number' === $type ) {
			if ( is_numeric( $value ) ) {
				$clean[ $kebab ] = (string) ( 0 + $value );
			}
		} elseif ( '' !== (string) $value ) {
			$clean[ $kebab ] = (string) $value;
		}
	}
	return $clean;
}

/**
 * One element's HTML. Attribute values are escaped with esc_attr; the content between the shortcode
 * tags (or the block's inner blocks) becomes the element's light-DOM children (previews, slides),
 * after shortcodes inside it ran. Enqueues the library and writes the page config the first time.
 *
 * @param array       $element One entry of paywall_elements_elements().
 * @param array       $raw     Raw attributes.
 * @param string|null $content Inner content.
 * @return string
 */
function paywall_elements_render( $element, $raw, $content = null ) {
	$html = '';
	foreach ( paywall_elements_clean_attributes( $element, $raw ) as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	// the config goes before the outermost element, so it is taken before inner shortcodes render
	$config = paywall_elements_config_once();
	$inner  = ( null !== $content && '' !== $content ) ? do_shortcode( $content ) : '';
	paywall_elements_enqueue();
	return $config . '<' . $element['tag'] . $html . '>' . $inner . '</' . $element['tag'] . '>';
}

/**
 * The page-wide settings as a <paywall-config> element, the first time an element renders on the
 * page; an empty string afterwards and when no merchant uuid is set yet.
 *
 * @param bool $reset Forget that it was written (tests).
 * @return string
 */
function paywall_elements_config_once( $reset = false ) {
	static $written = false;
	if ( $reset ) {
		$written = false;
		return '';
	}
	$settings = paywall_elements_settings();
	if ( $written || '' === $settings['merchant_uuid'] ) {
		return '';
	}
	$written = true;
	$attributes = array(
		'merchant-uuid' => $settings['merchant_uuid'],
		'environment'   => $settings['environment'],
		'api-base'      => $settings['api_base'],
		'card-frame-url' => $settings['card_frame_url'],
		'locale'        => str_replace( '_', '-', function_exists( 'get_locale' ) ? get_locale() : 'en' ),
	);
	$html = '';
	foreach ( $attributes as $name => $value ) {
		if ( '' !== $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	return '<paywall-config' . $html . '></paywall-config>';
}

/**
 * Undoes what wpautop does around the elements of classic content. It runs before the shortcodes
 * and, not knowing `<paywall-*>` are blocks, wraps them in paragraphs (`<p>[paywall_gate]` and a
 * `</p>` / `<p>` just inside an element's content): the browser then closes the element at the first
 * `<p>` and puts whatever follows on the page inside it (a gate's hidden preview, say). Runs on
 * `the_content` after the shortcodes (priority 12); content without an element is left alone, and
 * block content never has wpautop's paragraphs.
 *
 * @param string $content The rendered content.
 * @return string
 */
function paywall_elements_unautop( $content ) {
	if ( ! is_string( $content ) || false === strpos( $content, '<paywall-' ) ) {
		return $content;
	}
	$open  = '<paywall-[a-z0-9-]+(?:\s[^>]*)?>';
	$close = '</paywall-[a-z0-9-]+>';
	// a paragraph opened just before an element, or closed just after one, goes
	$content = preg_replace( '#<p>\s*(' . $open . ')#', '$1', $content );
	$content = preg_replace( '#(' . $close . ')\s*</p>#', '$1', $content );
	// and so do the paragraph breaks wpautop put just inside an element's content
	$content = preg_replace( '#(' . $open . ')\s*</p>#', '$1', $content );
	$content = preg_replace( '#<p>\s*(' . $close . ')#', '$1', $content );
	// a paragraph left holding only whitespace before or after elements
	return preg_replace( '#<p>\s*</p>#', '', $content );
}

/**
 * Enqueues the library's classic script once (WordPress de-duplicates by handle), deferred, in the
 * footer. It is a plain external script: nothing inline, so a strict CSP with script-src limited
 * to the script's origin keeps working.
 */
function paywall_elements_enqueue() {
	$settings = paywall_elements_settings();
	wp_enqueue_script(
		'paywall-elements',
		$settings['script_url'],
		array(),
		PAYWALL_ELEMENTS_PLUGIN_VERSION,
		array(
			'strategy'  => 'defer',
			'in_footer' => true,
		)
	);
}

/**
 * Tells administrators when the plugin was installed without the library files.
 */
function paywall_elements_missing_library_notice() {
	if ( ! current_user_can( 'manage_options' ) || is_readable( paywall_elements_manifest_path() ) ) {
		return;
	}
	echo '<div class="notice notice-error"><p>' . esc_html__( 'Paywall Elements: the library files are missing from the plugin folder (library/). Rebuild the plugin with build.mjs.', 'paywall-elements' ) . '</p></div>';
}
