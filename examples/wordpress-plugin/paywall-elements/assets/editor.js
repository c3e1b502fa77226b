/* The block editor side of the Paywall Elements blocks: one block per element, with a sidebar field
 * per attribute and inner blocks for the element's content. The page renders on the server
 * (the block's render callback), so the editor shows a labelled placeholder. */
(function (wp, definitions) {
  if (!wp || !wp.blocks || !Array.isArray(definitions)) return;
  var el = wp.element.createElement;
  var be = wp.blockEditor;
  var c = wp.components;
  definitions.forEach(function (def) {
    wp.blocks.registerBlockType(def.name, {
      apiVersion: 3,
      title: def.title,
      description: def.description,
      category: 'widgets',
      icon: 'lock',
      edit: function (props) {
        var fields = Object.keys(def.attributes).map(function (name) {
          var a = def.attributes[name];
          var value = props.attributes[name];
          var set = function (v) { var next = {}; next[name] = v; props.setAttributes(next); };
          if (a.type === 'boolean') return el(c.ToggleControl, { key: name, label: a.attribute, checked: !!value, onChange: set });
          return el(c.TextControl, { key: name, label: a.attribute, value: value == null ? '' : String(value),
            type: a.type === 'number' ? 'number' : 'text',
            onChange: function (v) { set(a.type === 'number' ? (v === '' ? undefined : Number(v)) : v); } });
        });
        return el('div', be.useBlockProps({ className: 'paywall-elements-block' }),
          el(be.InspectorControls, null, el(c.PanelBody, { title: def.title }, fields)),
          el('p', null, el('strong', null, '<' + def.tag + '>'), ' ', def.description),
          def.content ? el(be.InnerBlocks, null) : null);
      },
      save: function () {
        return def.content ? el(be.InnerBlocks.Content, null) : null;
      },
    });
  });
})(window.wp, window.paywallElementsBlocks);
