/**
 * The layers of the code, lowest first: a file may import from its own layer and the ones below,
 * never from a layer above, no import may close a circle, and no feature imports another (what two
 * features share moves to a lower layer). dependency-cruiser checks all three in
 * `npm run lint` (see .dependency-cruiser.cjs). The browser (`src/`) and the server (`api/`) meet
 * only in `shared/`. docs/architecture.md says in one line per folder what may import it.
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
  ['api/app.ts', 'api/main.ts', 'api/cli'],
];

const escape = (path) => path.replace(/[.]/g, '\\.');
/** A regular expression matching the files of the given folders (or single files). */
const under = (paths) =>
  `^(${paths.map((p) => (p.includes('.') ? `${escape(p)}$` : `${p}/`)).join('|')})`;

// Tests sit beside their code and may reach whatever they check, test support included.
const notTests = '(\\.test\\.tsx?$|/test-support/)';

function rulesOf(layers, side) {
  return layers.flatMap((layer, index) =>
    layers.slice(index + 1).map((above) => ({
      name: `layer-${side}`,
      comment: `${layer.join(', ')} is below ${above.join(', ')} and may not import it`,
      severity: 'error',
      from: { path: under(layer), pathNot: notTests },
      to: { path: under(above) },
    })),
  );
}

export const layerRules = [
  ...rulesOf(browserLayers, 'browser'),
  ...rulesOf(serverLayers, 'server'),
  {
    name: 'sides-meet-in-shared',
    comment: 'shared/ is imported by both sides and imports neither',
    severity: 'error',
    from: { path: '^shared/', pathNot: notTests },
    to: { path: '^(src|api)/' },
  },
  {
    name: 'sides-meet-in-shared',
    comment: 'the server shares with the browser only through shared/',
    severity: 'error',
    from: { path: '^api/' },
    to: { path: '^src/' },
  },
  {
    name: 'sides-meet-in-shared',
    comment: 'the browser shares with the server only through shared/',
    severity: 'error',
    from: { path: '^src/' },
    to: { path: '^api/' },
  },
  {
    name: 'no-cross-feature',
    comment:
      'a feature imports no other feature: what two share moves down (src/lib, src/components, shared)',
    severity: 'error',
    from: { path: '^src/features/([^/]+)/', pathNot: notTests },
    to: { path: '^src/features/', pathNot: '^src/features/$1/' },
  },
  {
    name: 'no-cycle',
    comment: 'imports never form a circle',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];
