export { httpEvent, webSocketEvent, type HttpEventInput } from '../../infra/local/gateway/events';
