import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../cloud';
import { LambdaHost } from './lambda-host';

const fixture = 'infra/local/gateway/fixtures/named-exports.ts';

describe('LambdaHost', () => {
  const host = new LambdaHost(REPOSITORY_ROOT);

  it('calls the export a handler reference names, as a function of its own', async () => {
    await expect(host.invoke(`${fixture}#greet`, { name: 'Ada' })).resolves.toEqual({
      called: 'greet',
      greeting: 'hello Ada',
      functionName: 'InfraLocalGatewayFixturesNamedExportsGreet',
    });
  });

  it('calls the `handler` export of a bare module path', async () => {
    await expect(host.invoke(fixture, {})).resolves.toEqual({ called: 'handler', functionName: 'InfraLocalGatewayFixturesNamedExports' });
  });

  it('refuses to start with a reference to a missing export or one that is no function', async () => {
    await expect(host.preload([`${fixture}#missing`])).rejects.toThrow(`${fixture} does not export a function missing`);
    await expect(host.preload([`${fixture}#notAFunction`])).rejects.toThrow(`${fixture} does not export a function notAFunction`);
  });
});
