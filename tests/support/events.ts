export { edgeHttpEvent, httpEvent, webSocketEvent, type HttpEventInput } from '../../infra/local/gateway/events';
