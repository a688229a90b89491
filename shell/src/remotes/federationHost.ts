import { init } from '@module-federation/enhanced/runtime';
import * as ReactModule from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRedux from 'react-redux';
import * as Toolkit from '@reduxjs/toolkit';
import * as ToolkitQuery from '@reduxjs/toolkit/query';
import * as ToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as Shared from '@qis/shared';
import isolateFailuresPlugin from '@qis/shared/federation/isolate-failures-plugin';

/** The versions of the singletons in this build, from their package.json files (rspack.base.js). */
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;

const singleton = (pkg: string) => {
  const version = __SHARED_VERSIONS__[pkg];
  if (!version) throw new Error(`no version of ${pkg} in this build`);
  return { version, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
};
/** A module this bundle has already evaluated: the remotes get the very same object. */
const loaded = (pkg: string, module: unknown) => ({ ...singleton(pkg), lib: () => module, loaded: true });
/** A module of this build loaded only when a remote first asks for it. */
const onDemand = (pkg: string, load: () => Promise<unknown>) => ({
  ...singleton(pkg),
  get: () => load().then((module) => () => module),
});

/**
 * The shell is a runtime-only federation host: its build carries no federation runtime, so /login
 * paints without it (about 34 KB gzipped). This module, loaded with the first remote, starts the
 * runtime and offers the shell's own copies of every singleton to the remotes, which consume them
 * with `shareStrategy: 'loaded-first'` exactly as they would from a plugin-built host.
 */
init({
  name: 'shell',
  remotes: [],
  shareStrategy: 'loaded-first',
  plugins: [isolateFailuresPlugin()],
  shared: {
    react: loaded('react', ReactModule),
    'react/jsx-runtime': loaded('react', JsxRuntime),
    'react-dom': loaded('react-dom', ReactDom),
    'react-dom/client': loaded('react-dom', ReactDomClient),
    'react-redux': loaded('react-redux', ReactRedux),
    '@reduxjs/toolkit': loaded('@reduxjs/toolkit', Toolkit),
    '@reduxjs/toolkit/query': loaded('@reduxjs/toolkit', ToolkitQuery),
    '@reduxjs/toolkit/query/react': loaded('@reduxjs/toolkit', ToolkitQueryReact),
    i18next: loaded('i18next', I18next),
    'react-i18next': loaded('react-i18next', ReactI18next),
    '@qis/shared': loaded('@qis/shared', Shared),
    '@qis/shared/ui': onDemand('@qis/shared', () => import('@qis/shared/ui')),
    '@qis/shared/standalone': onDemand('@qis/shared', () => import('@qis/shared/standalone')),
  },
});
