<?php
/**
 * Renders one WordPress-like page through the plugin, as a theme would print it: the post content
 * with its shortcodes, then the scripts the plugin enqueued (the footer). Settings come from the
 * command line: php render-page.php <merchant-uuid> <api-base> <script-url>
 */

require __DIR__ . '/wordpress-functions.php';

[ , $uuid, $api, $script ] = $argv;
$GLOBALS['wp_test']['options']['paywall_elements_settings'] = array(
	'merchant_uuid' => $uuid,
	'environment'   => 'sandbox',
	'api_base'      => $api,
	'script_url'    => $script,
);
require dirname( __DIR__, 2 ) . '/examples/wordpress-plugin/paywall-elements/paywall-elements.php';
do_action( 'init' );

$content = '<h1>The Lighthouse Keeper</h1>'
	. '[paywall_gate item-id="40001"]<p class="trailer">A storm, a lamp and a long night.</p>[/paywall_gate]'
	. '[paywall_pricing item-id="40001"]'
	. '[paywall_login no-social="true"]';
$body = do_shortcode( $content );

$footer = '';
foreach ( array_unique( $GLOBALS['wp_test']['enqueued'] ) as $handle ) {
	$s       = $GLOBALS['wp_test']['scripts'][ $handle ];
	$footer .= '<script src="' . esc_attr( $s['src'] . '?ver=' . $s['ver'] ) . '" id="' . esc_attr( $handle ) . '-js"' . ( 'defer' === ( $s['args']['strategy'] ?? '' ) ? ' defer' : '' ) . '></script>';
}
echo "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>A post</title><link rel=\"icon\" href=\"data:,\"></head><body>" . $body . $footer . "</body></html>\n";
