/**
 * The Node server writes the client's address (Express `req.ip`, which honours TRUST_PROXY)
 * into this request header, overwriting anything a client sent, so actions can rate-limit
 * by it without knowing about the server.
 */
export const CLIENT_ADDRESS_HEADER = "x-pentacity-client-address";

export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
