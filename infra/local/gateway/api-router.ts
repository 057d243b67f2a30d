/** Matches requests against the route table the way API Gateway HTTP APIs do. */
import type { HttpRoute } from '../../../shared/contracts/routes/types';

export interface RouteMatch {
  route: HttpRoute;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
  /** Literal characters in the template: API Gateway prefers the most specific route. */
  specificity: number;
}

export class ApiRouter {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly HttpRoute[]) {
    this.compiled = routes
      .map((route) => compile(route))
      .sort((a, b) => b.specificity - a.specificity);
  }

  match(method: string, path: string): RouteMatch | { methodNotAllowed: true } | undefined {
    let pathMatched = false;
    for (const candidate of this.compiled) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (candidate.route.method !== method) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        pathParameters[name] = safeDecode(found[index + 1]);
      });
      return { route: candidate.route, pathParameters };
    }
    return pathMatched ? { methodNotAllowed: true } : undefined;
  }
}

function compile(route: HttpRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy) {
        names.push(greedy[1]);
        return '(.+)';
      }
      const parameter = /^\{(\w+)\}$/.exec(segment);
      if (parameter) {
        names.push(parameter[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {
    route,
    pattern: new RegExp(`^${source}/?$`),
    names,
    specificity: route.path.replace(/\{[^}]+\}/g, '').length,
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
