export { httpEvent, webSocketEvent, type HttpEventInput } from '../../lambdas/lib/api-gateway-events';
