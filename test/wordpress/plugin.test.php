<?php
/**
 * The WordPress plugin's rendering, escaping and registration, on the PHP command line.
 * Usage: php test/wordpress/plugin.test.php  (after examples/wordpress-plugin/build.mjs)
 * Prints TAP: one "ok N - ..." or "not ok N - ..." line per check, then "1..N".
 */

require __DIR__ . '/wordpress-functions.php';

$n      = 0;
$failed = 0;
function check( $ok, $name, $detail = '' ) {
	global $n, $failed;
	$n++;
	if ( ! $ok ) {
		$failed++;
	}
	echo ( $ok ? 'ok ' : 'not ok ' ) . $n . ' - ' . $name . ( ( ! $ok && '' !== $detail ) ? "\n# " . str_replace( "\n", "\n# ", $detail ) : '' ) . "\n";
}
function render_fresh( $shortcode ) {
	paywall_elements_config_once( true );
	return do_shortcode( $shortcode );
}

$plugin = dirname( __DIR__, 2 ) . '/examples/wordpress-plugin/paywall-elements';
$GLOBALS['wp_test']['options']['paywall_elements_settings'] = array(
	'merchant_uuid' => '8D7CF0A6-1C0E-4C4B-9F1A-2B3C4D5E6F70',
	'environment'   => 'sandbox',
	'api_base'      => 'http://127.0.0.1:4010',
);
require $plugin . '/paywall-elements.php';
do_action( 'init' );
do_action( 'admin_init' );

$manifest = json_decode( file_get_contents( $plugin . '/library/custom-elements.json' ), true );
$tags     = array();
foreach ( $manifest['modules'] as $module ) {
	foreach ( $module['declarations'] as $d ) {
		if ( ! empty( $d['tagName'] ) && 'paywall-config' !== $d['tagName'] ) {
			$tags[] = $d['tagName'];
		}
	}
}
$shortcodes = array_keys( $GLOBALS['wp_test']['shortcodes'] );
$blocks     = array_keys( $GLOBALS['wp_test']['blocks'] );
sort( $shortcodes );
$expected = array_map( fn( $t ) => str_replace( '-', '_', $t ), $tags );
sort( $expected );
check( count( $tags ) >= 7 && $shortcodes === $expected, 'one shortcode per element of custom-elements.json (' . count( $tags ) . ' elements, paywall-config excluded)', implode( ',', $shortcodes ) );
check( count( $blocks ) === count( $tags ) && in_array( 'paywall-elements/gate', $blocks, true ), 'one dynamic block per element', implode( ',', $blocks ) );
$titles = array_map( fn( $b ) => $b['title'], $GLOBALS['wp_test']['blocks'] );
check( 'NFT Gallery' === ( $titles['paywall-elements/nft-gallery'] ?? '' ) && 'Member Rewards' === ( $titles['paywall-elements/member-rewards'] ?? '' ), 'block titles read as words, abbreviations in capitals (NFT Gallery)', json_encode( $titles ) );
$gate_block = $GLOBALS['wp_test']['blocks']['paywall-elements/gate'];
check( isset( $gate_block['attributes']['itemId'] ) && 'string' === $gate_block['attributes']['itemId']['type'] && is_callable( $gate_block['render_callback'] ), 'block attributes come from the manifest (item-id -> itemId)' );

$html = render_fresh( '[paywall_gate item-id="40001"]<p>Trailer</p>[/paywall_gate]' );
check( '<paywall-config merchant-uuid="8d7cf0a6-1c0e-4c4b-9f1a-2b3c4d5e6f70" environment="sandbox" api-base="http://127.0.0.1:4010" locale="en-US"></paywall-config><paywall-gate item-id="40001"><p>Trailer</p></paywall-gate>' === $html, 'a shortcode renders the page config once and the element with its content', $html );

$html = render_fresh( '[paywall_gate item-id=\'"><script>alert(1)</script>\']' );
check( false === strpos( $html, '<script' ) && false !== strpos( $html, 'item-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"' ), 'attribute values are escaped', $html );

$html = render_fresh( '[paywall_gate item-id="1" onclick="steal()" style="display:none" x-data="y"]' );
check( false === strpos( $html, 'onclick' ) && false === strpos( $html, 'style' ) && false === strpos( $html, 'x-data' ), 'attributes the element does not declare are dropped', $html );

$html = render_fresh( '[paywall_login no-social="yes"]' ) . render_fresh( '[paywall_login no-social="0"]' );
check( false !== strpos( $html, 'no-social="true"' ) && false !== strpos( $html, 'no-social="false"' ), 'booleans become "true" / "false" (what the elements read)', $html );

paywall_elements_config_once( true );
$html = do_shortcode( '[paywall_gate item-id="1"][paywall_pricing item-id="1"]' );
check( 1 === substr_count( $html, '<paywall-config' ), 'the page config is written once per page', $html );

$html = render_fresh( '[paywall_gate item-id="2"][paywall_pricing item-id="2"][/paywall_gate]' );
check( false !== strpos( $html, '<paywall-gate item-id="2"><paywall-pricing item-id="2"></paywall-pricing></paywall-gate>' ), 'shortcodes inside an element\'s content run', $html );

paywall_elements_config_once( true );
$block_html = call_user_func( $gate_block['render_callback'], array( 'itemId' => '40005', 'bogus' => '<x>' ), '<p>Inner block</p>' );
check( false !== strpos( $block_html, '<paywall-gate item-id="40005"><p>Inner block</p></paywall-gate>' ) && false === strpos( $block_html, 'bogus' ), 'a block renders through the same path (camelCase attributes, inner blocks as content)', $block_html );

$enqueued = array_count_values( $GLOBALS['wp_test']['enqueued'] );
$script   = $GLOBALS['wp_test']['scripts']['paywall-elements'] ?? array();
check( isset( $enqueued['paywall-elements'] ) && 'defer' === ( $script['args']['strategy'] ?? '' ) && true === ( $script['args']['in_footer'] ?? false ), 'the library is enqueued under one handle, deferred, in the footer' );
check( 'https://shop.example/wp-content/plugins/paywall-elements/library/iife/paywall-elements.iife.js' === ( $script['src'] ?? '' ), 'by default the script is the copy shipped in the plugin', $script['src'] ?? '' );
check( ! isset( $GLOBALS['wp_test']['inline']['paywall-elements'] ), 'no inline script on public pages (strict CSP keeps working)' );
check( isset( $GLOBALS['wp_test']['inline']['paywall-elements-editor'] ) && false === strpos( implode( '', $GLOBALS['wp_test']['inline']['paywall-elements-editor'] ), '</script' ), 'the editor receives the block definitions as JSON that cannot close its script' );

$s = paywall_elements_sanitize_settings(
	array(
		'merchant_uuid' => '"><script>',
		'environment'   => 'evil',
		'api_base'      => 'javascript:alert(1)',
		'script_url'    => 'http://cdn.evil.test/x.js',
	)
);
check( '' === $s['merchant_uuid'] && 'production' === $s['environment'] && '' === $s['api_base'] && '' === $s['script_url'], 'settings refuse a bad uuid, an unknown environment, javascript: and plain-http addresses', json_encode( $s ) );
$s = paywall_elements_sanitize_settings( array( 'merchant_uuid' => ' 8d7cf0a6-1c0e-4c4b-9f1a-2b3c4d5e6f70 ', 'environment' => 'daily', 'api_base' => 'https://api.example.com', 'script_url' => 'http://127.0.0.1:8080/dist/iife/paywall-elements.iife.js' ) );
check( 'daily' === $s['environment'] && 'https://api.example.com' === $s['api_base'] && 0 === strpos( $s['script_url'], 'http://127.0.0.1:8080/' ), 'settings keep valid values (http only for this machine)', json_encode( $s ) );
$s = paywall_elements_sanitize_settings( array( 'card_frame_url' => 'https://pay.example.com/card-frame/' ) );
check( 'https://pay.example.com/card-frame/' === $s['card_frame_url'], 'the card frame address is kept', json_encode( $s ) );
$s = paywall_elements_sanitize_settings( array( 'card_frame_url' => 'javascript:alert(1)' ) );
check( '' === $s['card_frame_url'], 'a script address is no card frame address', json_encode( $s ) );
$GLOBALS['wp_test']['options']['paywall_elements_settings'] = array( 'merchant_uuid' => '8d7cf0a6-1c0e-4c4b-9f1a-2b3c4d5e6f70', 'card_frame_url' => 'https://pay.example.com/card-frame/' );
$html = render_fresh( '[paywall_gate item-id="3"]' );
check( false !== strpos( $html, 'card-frame-url="https://pay.example.com/card-frame/"' ), 'the page configuration names the card frame', $html );
check( 'paywall_elements_sanitize_settings' === ( $GLOBALS['wp_test']['settings']['paywall_elements_settings']['sanitize_callback'] ?? '' ), 'the option is registered with its sanitizer' );

$GLOBALS['wp_test']['options']['paywall_elements_settings'] = array( 'merchant_uuid' => 'not-a-uuid' );
$html = render_fresh( '[paywall_gate item-id="3"]' );
check( false === strpos( $html, '<paywall-config' ) && false !== strpos( $html, '<paywall-gate item-id="3">' ), 'without a valid merchant uuid no config is written (the elements say they are not configured)', $html );

$GLOBALS['wp_test']['options']['paywall_elements_settings'] = array( 'merchant_uuid' => '8d7cf0a6-1c0e-4c4b-9f1a-2b3c4d5e6f70', 'environment' => 'sandbox' );
ob_start();
paywall_elements_settings_page();
$page = ob_get_clean();
check( false !== strpos( $page, 'value="8d7cf0a6-1c0e-4c4b-9f1a-2b3c4d5e6f70"' ) && false !== strpos( $page, '<option value="sandbox" selected="selected">' ) && false !== strpos( $page, 'name="paywall_elements_settings[merchant_uuid]"' ), 'the settings page shows the saved values', $page );
$GLOBALS['wp_test']['can'] = false;
ob_start();
paywall_elements_settings_page();
check( '' === ob_get_clean(), 'the settings page shows nothing to users who may not manage options' );

echo '1..' . $n . "\n";
exit( $failed ? 1 : 0 );
