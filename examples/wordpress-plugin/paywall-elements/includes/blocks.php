<?php
/**
 * One dynamic block per element (paywall-elements/gate, ...): attributes from the manifest, inner
 * blocks as the element's content, rendered on the server by the same function as the shortcodes.
 *
 * @package PaywallElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The block attribute name of an element attribute (`item-id` -> `itemId`).
 *
 * @param string $kebab Attribute name.
 * @return string
 */
function paywall_elements_block_attribute( $kebab ) {
	return lcfirst( str_replace( ' ', '', ucwords( str_replace( '-', ' ', $kebab ) ) ) );
}

/**
 * What the block editor needs to know of each element (passed to assets/editor.js).
 *
 * @return array<int, array{name: string, tag: string, title: string, description: string, content: bool, attributes: array<string, array{type: string, attribute: string}>}>
 */
function paywall_elements_block_definitions() {
	$out = array();
	foreach ( paywall_elements_elements() as $element ) {
		$attributes = array();
		foreach ( $element['attributes'] as $kebab => $type ) {
			$attributes[ paywall_elements_block_attribute( $kebab ) ] = array(
				'type'      => $type,
				'attribute' => $kebab,
			);
		}
		$out[] = array(
			'name'        => $element['block'],
			'tag'         => $element['tag'],
			'title'       => $element['title'],
			'description' => $element['description'],
			'content'     => $element['content'],
			'attributes'  => $attributes,
		);
	}
	return $out;
}

/**
 * Registers the editor script and one dynamic block per element.
 */
function paywall_elements_register_blocks() {
	if ( ! function_exists( 'register_block_type' ) ) {
		return;
	}
	$definitions = paywall_elements_block_definitions();
	wp_register_script(
		'paywall-elements-editor',
		plugins_url( 'assets/editor.js', PAYWALL_ELEMENTS_PLUGIN_DIR . '/paywall-elements.php' ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
		PAYWALL_ELEMENTS_PLUGIN_VERSION,
		true
	);
	// the editor (an admin page) receives the definitions as data; public pages get no inline script
	wp_add_inline_script( 'paywall-elements-editor', 'window.paywallElementsBlocks = ' . wp_json_encode( $definitions ) . ';', 'before' );
	$elements = paywall_elements_elements();
	foreach ( $definitions as $definition ) {
		$element    = $elements[ $definition['tag'] ];
		$attributes = array();
		foreach ( $definition['attributes'] as $name => $attribute ) {
			$attributes[ $name ] = array( 'type' => $attribute['type'] );
		}
		register_block_type(
			$definition['name'],
			array(
				'api_version'     => 3,
				'title'           => $definition['title'],
				'description'     => $definition['description'],
				'category'        => 'widgets',
				'attributes'      => $attributes,
				'editor_script'   => 'paywall-elements-editor',
				'render_callback' => function ( $block_attributes, $content ) use ( $element ) {
					return paywall_elements_render( $element, is_array( $block_attributes ) ? $block_attributes : array(), $content );
				},
			)
		);
	}
}
