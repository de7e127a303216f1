/**
 * msw's `http`, typed by the server's OpenAPI document (`@/lib/api-schema`):
 * a handler names a path the document has (`{id}` becomes msw's `:id`, under
 * `/api`), reads the request body the document describes and may answer only
 * with a body the document lists for that call, error bodies included. A fake
 * answer the server cannot give is a type error.
 */
import {
  http,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponse,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';

import type { paths } from '@/lib/api-schema';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The document's paths that have an operation for `M`. */
type PathWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];

type Operation<M extends Method, P extends PathWith<M>> = NonNullable<paths[P][M]>;

type Json<Content> = Content extends { content: { 'application/json': infer Body } } ? Body : never;

type Params<O> = O extends { parameters: { path: infer Names extends PathParams } } ? Names : PathParams;

/** The JSON body the call takes; anything for calls without one, or with a multipart form. */
type RequestBody<O> = O extends { requestBody?: infer Body }
  ? [Json<NonNullable<Body>>] extends [never]
    ? DefaultBodyType
    : Json<NonNullable<Body>>
  : DefaultBodyType;

/** Every body the document lists for the call's answers, successes and errors alike. */
type ResponseBody<O> = O extends { responses: infer Responses } ? Json<Responses[keyof Responses]> : never;

/**
 * msw's resolver with a plain answer type: msw's own also allows generators,
 * which makes TypeScript reduce the answer bodies to their common supertype
 * (`{ message }`) and refuse every success body.
 */
type Resolver<M extends Method, P extends PathWith<M>> = (
  info: Parameters<HttpResponseResolver<Params<Operation<M, P>>, RequestBody<Operation<M, P>>>>[0],
) =>
  | HttpResponse<ResponseBody<Operation<M, P>>>
  | undefined
  | Promise<HttpResponse<ResponseBody<Operation<M, P>>> | undefined>;

function typed<M extends Method>(method: M) {
  return <P extends PathWith<M>>(path: P, resolver: Resolver<M, P>): HttpHandler =>
    http[method](`/api${path.replace(/\{(\w+)\}/g, ':$1')}`, resolver);
}

export const apiHttp = {
  get: typed('get'),
  put: typed('put'),
  post: typed('post'),
  patch: typed('patch'),
  delete: typed('delete'),
};
