// Import boundaries of architecture.md section 3, as one small local rule so that the
// layering is checked by `npm run lint` rather than by review.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function area(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  return {
    rel,
    app: rel.startsWith('apps/server/')
      ? 'server'
      : rel.startsWith('apps/web/')
        ? 'web'
        : rel.startsWith('packages/contracts/')
          ? 'contracts'
          : 'other',
    feature: feature ? feature[1] : null,
  };
}

function resolveTarget(file, source) {
  if (source.startsWith('.')) return area(path.resolve(path.dirname(file), source));
  if (source.startsWith('@/')) return area(path.join(root, 'apps/web/src', source.slice(2)));
  if (source.startsWith('@khelo/server')) return { app: 'server', feature: null, rel: source };
  if (source.startsWith('@khelo/web')) return { app: 'web', feature: null, rel: source };
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'contracts import no app; apps do not import each other; web features do not import each other',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = area(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      const to = resolveTarget(file, source);
      if (!to) return;
      if (from.app === 'contracts' && (to.app === 'server' || to.app === 'web')) {
        context.report({ node, message: `packages/contracts must not import from apps (${source})` });
      } else if ((from.app === 'server' && to.app === 'web') || (from.app === 'web' && to.app === 'server')) {
        context.report({
          node,
          message: `apps/${from.app} must not import apps/${to.app}; share through packages/contracts`,
        });
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node,
          message: `feature "${from.feature}" must not import feature "${to.feature}"; lift shared code to components/ or lib/`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
