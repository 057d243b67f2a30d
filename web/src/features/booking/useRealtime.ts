import { useEffect, useRef } from 'react';

import type { RealtimeMessage } from '../../../../shared/realtime/messages';

/** Reconnect delays after a socket error: 3 attempts, 1 s, 2 s, 4 s, then give up. */
export const REALTIME_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

function realtimeUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/realtime`;
}

/** A message that is not JSON or not one of the shared schema's is ignored. */
async function parse(data: unknown): Promise<RealtimeMessage | undefined> {
  if (typeof data !== 'string') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const { realtimeMessageSchema } = await import('../../../../shared/realtime/messages');
  const parsed = realtimeMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Listens on `ws(s)://<same origin>/realtime` while mounted. After an error or an unexpected close it reconnects
 * with the delays above; a connection that opens resets the count and calls `onConnected`. A message sent before a
 * connection opened never reaches it, so what the page read before then (on its first connection too, whose reads
 * start alongside it) may already be out of date.
 */
export function useRealtime(onMessage: (message: RealtimeMessage) => void, onConnected?: () => void) {
  const handlers = useRef({ onMessage, onConnected });
  handlers.current = { onMessage, onConnected };

  useEffect(() => {
    let socket: WebSocket | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(realtimeUrl());
      let failed = false;
      socket.onopen = () => {
        failures = 0;
        handlers.current.onConnected?.();
      };
      socket.onmessage = (event) => {
        void parse(event.data).then((message) => message && !stopped && handlers.current.onMessage(message));
      };
      const retry = () => {
        if (stopped || failed) return;
        failed = true;
        const delay = REALTIME_RETRY_DELAYS_MS[failures];
        if (delay === undefined) return;
        failures++;
        retryTimer = setTimeout(connect, delay);
      };
      socket.onerror = retry;
      socket.onclose = retry;
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, []);
}
