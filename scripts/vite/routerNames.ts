import type { Plugin } from 'vite';

/**
 * React Router's production build names its components and contexts for React's developer tools
 * (`Form.displayName = "Form";`) at the top level of its one module. To the bundler each of those
 * lines is a side effect that keeps its component, so a build kept `Form`, `ScrollRestoration` and
 * `HistoryRouter` (and what they call: `useSubmit`, `useFormAction`, the form-submission helpers),
 * which the portal never renders. A production build drops those lines from the router's files;
 * nothing else changes, and the developer tools are a development build's concern.
 */
export const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** A top-level `Name.displayName = "…";` line. */
const NAME_LINE = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** A top-level component or context made by one of React's factories (`var Form = React10.forwardRef(`). */
const FACTORY = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

export function withoutDisplayNames(code: string): string {
  return code.replace(NAME_LINE, '').replace(FACTORY, '$1/* @__PURE__ */ $2');
}

export function routerWithoutDisplayNames(): Plugin {
  return {
    name: 'router-without-display-names',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_FILE },
      handler(code) {
        const next = withoutDisplayNames(code);
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
