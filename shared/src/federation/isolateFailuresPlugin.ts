import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin, listed in every app's build (rspack.base.js `runtimePlugins`).
 *
 * A remote that is down must break only its own screens. The runtime's default is already close:
 * a failed `loadRemote` rejects. This plugin makes the policy explicit and keeps it that way:
 * - `errorLoadRemote` never answers a substitute module, so the failure reaches the caller as a
 *   rejected load and the shell's error boundary shows its retry; a stand-in module here would hide
 *   the outage and could not be retried.
 * - While another container initialises the share scope ('beforeLoadShare'), answering nothing
 *   tells the runtime to skip the broken remote's shared modules instead of failing every share.
 * - Each failure is logged once with the remote's name and entry, so an operator sees which
 *   deployment is broken without reading a minified stack.
 */
export default function isolateFailuresPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qis-isolate-failures',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const where = remote ? `${remote.name} (${remote.entry})` : id;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[federation] ${lifecycle}: could not load ${where}: ${reason}`);
      return undefined;
    },
  };
}
