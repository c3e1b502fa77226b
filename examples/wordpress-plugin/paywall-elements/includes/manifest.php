<?php
/**
 * Reads the library's Custom Elements Manifest (custom-elements.json) into the list of elements the
 * plugin registers: tag, shortcode, block name, title, attributes (with their types) and whether the
 * element takes content (slots).
 *
 * @package PaywallElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Tags that are page settings or page-level helpers, not content a post author places. */
const PAYWALL_ELEMENTS_NOT_CONTENT = array( 'paywall-config' );

/**
 * The path of the manifest shipped with the plugin (copied from the library's dist/ by build.mjs).
 *
 * @return string
 */
function paywall_elements_manifest_path() {
	return PAYWALL_ELEMENTS_PLUGIN_DIR . '/library/custom-elements.json';
}

/**
 * The elements declared by the manifest, keyed by tag. Cached for the request.
 *
 * @param string|null $path Manifest path (tests pass their own).
 * @return array<string, array{tag: string, shortcode: string, block: string, title: string, description: string, attributes: array<string, string>, content: bool}>
 */
function paywall_elements_elements( $path = null ) {
	static $cache = array();
	$path = $path ? $path : paywall_elements_manifest_path();
	if ( isset( $cache[ $path ] ) ) {
		return $cache[ $path ];
	}
	$elements = array();
	$json     = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$manifest = $json ? json_decode( $json, true ) : null;
	foreach ( ( is_array( $manifest ) && isset( $manifest['modules'] ) ) ? $manifest['modules'] : array() as $module ) {
		foreach ( isset( $module['declarations'] ) ? $module['declarations'] : array() as $declaration ) {
			$tag = isset( $declaration['tagName'] ) ? (string) $declaration['tagName'] : '';
			if ( ! preg_match( '/^paywall-[a-z0-9-]+$/', $tag ) || in_array( $tag, PAYWALL_ELEMENTS_NOT_CONTENT, true ) ) {
				continue;
			}
			$attributes = array();
			foreach ( isset( $declaration['attributes'] ) ? $declaration['attributes'] : array() as $attribute ) {
				$name = isset( $attribute['name'] ) ? (string) $attribute['name'] : '';
				if ( preg_match( '/^[a-z][a-z0-9-]*$/', $name ) ) {
					$attributes[ $name ] = paywall_elements_attribute_type( isset( $attribute['type']['text'] ) ? $attribute['type']['text'] : 'string' );
				}
			}
			$short           = substr( $tag, strlen( 'paywall-' ) );
			$elements[ $tag ] = array(
				'tag'         => $tag,
				'shortcode'   => str_replace( '-', '_', $tag ),
				'block'       => 'paywall-elements/' . $short,
				'title'       => paywall_elements_title( $short ),
				'description' => isset( $declaration['summary'] ) ? (string) $declaration['summary'] : '',
				'attributes'  => $attributes,
				'content'     => ! empty( $declaration['slots'] ),
			);
		}
	}
	$cache[ $path ] = $elements;
	return $elements;
}

/**
 * An element's title in the editor, from its tag: words capitalised, abbreviations in capitals
 * ('nft-gallery' is "NFT Gallery", not "Nft Gallery").
 *
 * @param string $short The tag without its `paywall-` prefix.
 * @return string
 */
function paywall_elements_title( $short ) {
	$words = array();
	foreach ( explode( '-', $short ) as $word ) {
		$words[] = in_array( $word, array( 'nft', 'cta', 'ppv', 'sso' ), true ) ? strtoupper( $word ) : ucfirst( $word );
	}
	return implode( ' ', $words );
}

/**
 * The attribute kind the plugin handles: 'boolean', 'number' or 'string' (unions of string literals are strings).
 *
 * @param string $text The manifest's type text.
 * @return string
 */
function paywall_elements_attribute_type( $text ) {
	$text = trim( (string) $text );
	if ( 'boolean' === $text ) {
		return 'boolean';
	}
	if ( 'number' === $text ) {
		return 'number';
	}
	return 'string';
}
