/**
 * The layers of the code, lowest first: a file may import from its own layer and the ones below,
 * never from a layer above (ESLint's `import-x/no-restricted-paths`, see eslint.config.js). The
 * browser (`src/`) and the server (`api/`) meet only in `shared/`. docs/architecture.md says in
 * one line per folder what may import it.
 */
export const browserLayers = [
  ['shared'],
  ['src/content'],
  ['src/lib'],
  ['src/machines'],
  ['src/hooks', 'src/components'],
  ['src/features'],
  ['src/pages'],
  ['src/app', 'src/main.tsx', 'src/entry-server.tsx'],
];

export const serverLayers = [
  ['shared'],
  ['api/config.ts', 'api/lib', 'api/domain'],
  ['api/db'],
  ['api/services', 'api/mail'],
  ['api/http'],
  ['api/routes'],
  ['api/app.ts', 'api/main.ts'],
];

/** Zones forbidding every layer to import from the layers above it. */
function zonesOf(layers, side) {
  return layers.flatMap((layer, index) =>
    layers.slice(index + 1).map((above) => ({
      target: layer.map((path) => `./${path}`),
      from: above.map((path) => `./${path}`),
      message: `${side}: ${layer.join(', ')} is below ${above.join(', ')} and may not import it.`,
    })),
  );
}

export const layerZones = [
  ...zonesOf(browserLayers, 'Layers (browser)'),
  ...zonesOf(serverLayers, 'Layers (server)'),
  {
    target: './shared',
    from: ['./src', './api'],
    message: 'shared/ is imported by both sides and imports neither.',
  },
  {
    target: './api',
    from: './src',
    message: 'The server shares with the browser only through shared/.',
  },
  {
    target: './src',
    from: './api',
    message: 'The browser shares with the server only through shared/.',
  },
];
