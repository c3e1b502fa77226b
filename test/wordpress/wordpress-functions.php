<?php
/**
 * The WordPress functions the plugin calls, implemented for the PHP command line so its rendering
 * and escaping can be tested without a WordPress install. Escaping follows WordPress's documented
 * behaviour (esc_attr/esc_html encode &, <, >, " and '); registrations are recorded for assertions.
 */

define( 'ABSPATH', __DIR__ . '/' );

$GLOBALS['wp_test'] = array(
	'actions'    => array(),
	'shortcodes' => array(),
	'blocks'     => array(),
	'scripts'    => array(),
	'enqueued'   => array(),
	'inline'     => array(),
	'options'    => array(),
	'settings'   => array(),
	'can'        => true,
);

function add_filter( $hook, $callback, $priority = 10 ) { $GLOBALS['wp_test']['filters'][ $hook ][ $priority ][] = $callback; }
function add_action( $hook, $callback ) { $GLOBALS['wp_test']['actions'][ $hook ][] = $callback; }
function do_action( $hook ) { foreach ( $GLOBALS['wp_test']['actions'][ $hook ] ?? array() as $cb ) { $cb(); } }
function add_shortcode( $tag, $callback ) { $GLOBALS['wp_test']['shortcodes'][ $tag ] = $callback; }
function esc_attr( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false ); }
function esc_html( $text ) { return esc_attr( $text ); }
function __( $text, $domain = 'default' ) { return $text; }
function esc_html__( $text, $domain = 'default' ) { return esc_html( $text ); }
function wp_parse_url( $url ) { return parse_url( $url ); }
function esc_url_raw( $url, $protocols = null ) { return preg_match( '#^https?://#i', $url ) ? str_replace( array( ' ', '"', "'", '<', '>' ), array( '%20', '%22', '%27', '%3C', '%3E' ), $url ) : ''; }
function wp_json_encode( $data ) { return json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ); }
function get_option( $name, $default = false ) { return $GLOBALS['wp_test']['options'][ $name ] ?? $default; }
function get_locale() { return $GLOBALS['wp_test']['locale'] ?? 'en_US'; }
function plugins_url( $path, $file ) { return 'https://shop.example/wp-content/plugins/paywall-elements/' . ltrim( $path, '/' ); }
function wp_register_script( $handle, $src, $deps = array(), $ver = false, $args = array() ) { $GLOBALS['wp_test']['scripts'][ $handle ] = compact( 'src', 'deps', 'ver', 'args' ); return true; }
function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $args = array() ) {
	if ( $src && ! isset( $GLOBALS['wp_test']['scripts'][ $handle ] ) ) { wp_register_script( $handle, $src, $deps, $ver, $args ); }
	$GLOBALS['wp_test']['enqueued'][] = $handle;
}
function wp_add_inline_script( $handle, $data, $position = 'after' ) { $GLOBALS['wp_test']['inline'][ $handle ][] = $data; return true; }
function register_block_type( $name, $args = array() ) { $GLOBALS['wp_test']['blocks'][ $name ] = $args; return true; }
function register_setting( $group, $name, $args = array() ) { $GLOBALS['wp_test']['settings'][ $name ] = $args; }
function add_options_page() { return 'settings_page_paywall-elements'; }
function current_user_can( $cap ) { return $GLOBALS['wp_test']['can']; }
function settings_fields( $group ) { echo '<input type="hidden" name="option_page" value="' . esc_attr( $group ) . '">'; }
function submit_button() { echo '<input type="submit" value="Save">'; }
function selected( $a, $b, $echo = true ) { $r = ( (string) $a === (string) $b ) ? ' selected="selected"' : ''; if ( $echo ) { echo $r; } return $r; }

/**
 * Runs the registered shortcodes in `$content`: [tag attr="value" other='x' flag=1] and
 * [tag ...]inner[/tag] (inner shortcodes first), as WordPress's shortcode API documents them.
 */
function do_shortcode( $content ) {
	$tags = array_keys( $GLOBALS['wp_test']['shortcodes'] );
	if ( ! $tags ) {
		return $content;
	}
	$names = implode( '|', array_map( 'preg_quote', $tags ) );
	$re    = '/\[(' . $names . ')\b([^\]]*?)(?:\](.*?)\[\/\1\]|\])/s';
	return preg_replace_callback(
		$re,
		function ( $m ) {
			$atts = array();
			preg_match_all( '/([\w-]+)\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|(\S+))/', $m[2], $pairs, PREG_SET_ORDER );
			foreach ( $pairs as $p ) {
				$atts[ strtolower( $p[1] ) ] = $p[2] !== '' ? $p[2] : ( ( $p[3] ?? '' ) !== '' ? $p[3] : ( $p[4] ?? '' ) );
			}
			return call_user_func( $GLOBALS['wp_test']['shortcodes'][ $m[1] ], $atts, isset( $m[3] ) ? $m[3] : null, $m[1] );
		},
		$content
	);
}
