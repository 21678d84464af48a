import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

/**
 * Runs a step's server container (a CommonJS module) and returns its exports. compileFunction, not vm.Script or
 * eval: those keep a few hundred KB of every evaluated release alive for good. The container may require Node's
 * own modules only; it brings everything else with it or takes it from the shop server's shared libraries.
 */
const requireNode = createRequire(__filename);

export function evaluateContainer(code: string, url: string): unknown {
  const module = { exports: {} as unknown };
  const run = vm.compileFunction(code, ['module', 'exports', 'require', '__filename', '__dirname'], { filename: url });
  const requireBuiltin = (id: string) => {
    if (!isBuiltin(id)) throw new Error(`${url} may require Node's modules only, not "${id}"`);
    return requireNode(id) as unknown;
  };
  run(module, module.exports, requireBuiltin, url, '');
  return module.exports;
}
