/** `GET /runtime-config.json`: the Cognito ids of this deployment (written next to the web build by the deploy). */
export interface RuntimeConfig {
  cognito: {
    userPoolId: string;
    userPoolClientId: string;
    /** Only locally: the Cognito emulator on the site's own origin (`/cognito`). */
    endpoint?: string;
    /** `USER_SRP_AUTH` in AWS; `USER_PASSWORD_AUTH` against the emulator, which has no SRP. */
    authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  };
}

let loaded: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loaded ??= fetch('/runtime-config.json', { headers: { Accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
    return (await response.json()) as RuntimeConfig;
  });
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
