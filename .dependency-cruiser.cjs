// Layers and cycles (scripts/lint/layers.js), checked by `npm run lint`. CommonJS: what
// dependency-cruiser reads; it loads the ES module with the rules through a dynamic import.
module.exports = (async () => {
  const { layerRules } = await import('./scripts/lint/layers.js');
  return {
    forbidden: layerRules,
    options: {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '^(node_modules|dist)/' },
      // Type-only imports count: a type is a dependency on the layer that defines it.
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    },
  };
})();
