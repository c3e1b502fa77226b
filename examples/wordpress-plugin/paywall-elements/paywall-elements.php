<?php
/**
 * Plugin Name:       Paywall Elements
 * Description:       Paywall widgets for video-on-demand merchants (login, paywall gate, pricing, checkout and more) as shortcodes and blocks, generated from the library's custom-elements.json.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       paywall-elements
 *
 * Every element of the library becomes a shortcode ([paywall_gate item-id="40001"]) and a block
 * (paywall-elements/gate). Attributes are limited to the ones the element declares and escaped;
 * the library's script is enqueued once, only on pages that use an element, as a plain deferred
 * script (no inline script, so strict Content-Security-Policies keep working); the page-wide
 * settings are written once as a <paywall-config> element.
 *
 * @package PaywallElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'PAYWALL_ELEMENTS_PLUGIN_VERSION', '0.1.0' );
define( 'PAYWALL_ELEMENTS_PLUGIN_DIR', __DIR__ );

require_once __DIR__ . '/includes/manifest.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/blocks.php';

add_action( 'init', 'paywall_elements_register_shortcodes' );
add_action( 'init', 'paywall_elements_register_blocks' );
add_action( 'admin_init', 'paywall_elements_register_settings' );
add_action( 'admin_menu', 'paywall_elements_add_settings_page' );
add_action( 'admin_notices', 'paywall_elements_missing_library_notice' );
// after wpautop (10) and the shortcodes (11): the elements out of the paragraphs wpautop gave them
add_filter( 'the_content', 'paywall_elements_unautop', 12 );
