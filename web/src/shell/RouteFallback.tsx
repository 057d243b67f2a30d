import { Spinner } from '../ui';

/** Shown while a lazily loaded page's code arrives: 200 px high, a spinner and 'Loading...'. */
export function RouteFallback() {
  return (
    <div className="grid min-h-[200px] place-items-center">
      <Spinner size="lg" showLabel />
    </div>
  );
}
