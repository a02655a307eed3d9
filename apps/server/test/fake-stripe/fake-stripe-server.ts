/**
 * A fake Stripe API on 127.0.0.1 (a free port) for tests: the endpoints Docsift calls, in
 * Stripe's wire format (form-encoded requests, JSON answers, `{error: {type, code, message}}`
 * errors). Point the server at it with STRIPE_API_URL; `fake-stripe.ts` plays what Stripe does
 * when a customer pays, and delivers the signed webhook events.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormObject } from './stripe-form.ts';
import { metadataOf, parseStripeForm, text } from './stripe-form.ts';

export type StripeObject = Record<string, unknown>;

export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** Every object the fake holds, by kind and id. */
export class FakeStripeStore {
  readonly customers = new Map<string, StripeObject>();
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly checkoutSessions = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  /** Each request as `METHOD /path`, in order. */
  readonly requests: string[] = [];
  /** What Stripe does after a plan change was answered: `fake-stripe.ts` sends its events. */
  afterPlanChange: (subscription: StripeObject, price: StripeObject) => void = () => {};

  newId(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('hex')}`;
  }

  find(kind: Map<string, StripeObject>, id: string, name: string): StripeObject {
    const found = kind.get(id);
    if (!found)
      throw new FakeStripeError(404, `No such ${name}: '${id}'`, 'resource_missing', 'id');
    return found;
  }
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

type Handler = (
  store: FakeStripeStore,
  form: FormObject,
  id: string,
  origin: string,
) => StripeObject;

const routes: [method: string, pattern: RegExp, handler: Handler][] = [
  ['POST', /^\/v1\/customers$/, createCustomer],
  ['GET', /^\/v1\/products\/([^/]+)$/, (s, _f, id) => s.find(s.products, id, 'product')],
  ['POST', /^\/v1\/products$/, createProduct],
  ['POST', /^\/v1\/products\/([^/]+)$/, updateProduct],
  ['GET', /^\/v1\/prices$/, listPrices],
  ['POST', /^\/v1\/prices$/, createPrice],
  ['POST', /^\/v1\/checkout\/sessions$/, createCheckoutSession],
  ['POST', /^\/v1\/billing_portal\/sessions$/, createPortalSession],
  [
    'GET',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (s, _f, id) => s.find(s.subscriptions, id, 'subscription'),
  ],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, changeSubscriptionPrice],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, cancelSubscription],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, retrievePaymentIntent],
];

export interface FakeStripeApi {
  url: string;
  secretKey: string;
  store: FakeStripeStore;
  close(): Promise<void>;
}

/** Answers a browser page (checkout, portal), or false when the path is not one. */
export type PageHandler = (
  store: FakeStripeStore,
  method: string,
  url: URL,
  response: ServerResponse,
) => Promise<boolean>;

/** `port` 0 takes a free one; a test that restarts Stripe passes the port it had. */
export async function startFakeStripeApi(
  port = 0,
  pages?: PageHandler,
  secretKey = 'sk_test_fake',
): Promise<FakeStripeApi> {
  const store = new FakeStripeStore();
  let origin = '';
  const server = createServer((request, response) => {
    void answer(store, secretKey, origin, request, response, pages);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: origin,
    secretKey,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function answer(
  store: FakeStripeStore,
  secretKey: string,
  origin: string,
  request: IncomingMessage,
  response: ServerResponse,
  pages?: PageHandler,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? '/', origin);
  store.requests.push(`${request.method} ${url.pathname}`);
  try {
    if (pages && (await pages(store, request.method ?? 'GET', url, response))) return;
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      throw new FakeStripeError(401, 'Invalid API Key provided');
    const route = routes.find(([m, p]) => m === request.method && p.test(url.pathname));
    if (!route)
      throw new FakeStripeError(
        404,
        `Unrecognized request URL (${request.method}: ${url.pathname})`,
      );
    const [, pattern, handler] = route;
    const form = parseStripeForm(
      request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString(),
    );
    const id = decodeURIComponent(pattern.exec(url.pathname)?.[1] ?? '');
    send(response, 200, handler(store, form, id, origin));
  } catch (error) {
    if (!(error instanceof FakeStripeError)) throw error;
    send(response, error.status, {
      error: {
        type: 'invalid_request_error',
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.param ? { param: error.param } : {}),
      },
    });
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

function createCustomer(store: FakeStripeStore, form: FormObject): StripeObject {
  const customer = {
    id: store.newId('cus'),
    object: 'customer',
    created: nowSeconds(),
    email: text(form, 'email') ?? null,
    metadata: metadataOf(form.metadata),
  };
  store.customers.set(customer.id, customer);
  return customer;
}

function createProduct(store: FakeStripeStore, form: FormObject): StripeObject {
  const id = text(form, 'id') ?? store.newId('prod');
  if (store.products.has(id))
    throw new FakeStripeError(400, `Product already exists.`, 'resource_already_exists', 'id');
  const product = {
    id,
    object: 'product',
    active: true,
    created: nowSeconds(),
    name: text(form, 'name') ?? '',
    metadata: metadataOf(form.metadata),
  };
  store.products.set(id, product);
  return product;
}

function updateProduct(store: FakeStripeStore, form: FormObject, id: string): StripeObject {
  const product = store.find(store.products, id, 'product');
  if (text(form, 'name') !== undefined) product.name = text(form, 'name');
  if (text(form, 'active') !== undefined) product.active = text(form, 'active') === 'true';
  if (form.metadata)
    product.metadata = { ...(product.metadata as object), ...metadataOf(form.metadata) };
  return product;
}

function listPrices(store: FakeStripeStore, form: FormObject): StripeObject {
  const keys = Array.isArray(form.lookup_keys) ? (form.lookup_keys as string[]) : null;
  const active = text(form, 'active');
  const data = [...store.prices.values()].filter(
    (p) =>
      (keys === null || keys.includes(p.lookup_key as string)) &&
      (active === undefined || String(p.active) === active),
  );
  return { object: 'list', data, has_more: false, url: '/v1/prices' };
}

function createPrice(store: FakeStripeStore, form: FormObject): StripeObject {
  const product = store.find(store.products, text(form, 'product') ?? '', 'product');
  const lookupKey = text(form, 'lookup_key') ?? null;
  const holder = [...store.prices.values()].find((p) => lookupKey && p.lookup_key === lookupKey);
  if (holder && text(form, 'transfer_lookup_key') !== 'true')
    throw new FakeStripeError(
      400,
      `A price with lookup key ${lookupKey} already exists.`,
      'lookup_key_exists',
      'lookup_key',
    );
  if (holder) holder.lookup_key = null;
  const interval = text(form, 'recurring', 'interval');
  const price = {
    id: store.newId('price'),
    object: 'price',
    active: true,
    created: nowSeconds(),
    product: product.id,
    currency: text(form, 'currency'),
    unit_amount: Number(text(form, 'unit_amount')),
    lookup_key: lookupKey,
    nickname: text(form, 'nickname') ?? null,
    type: interval ? 'recurring' : 'one_time',
    recurring: interval ? { interval, interval_count: 1 } : null,
    metadata: metadataOf(form.metadata),
  };
  store.prices.set(price.id, price);
  return price;
}

function createCheckoutSession(
  store: FakeStripeStore,
  form: FormObject,
  _id: string,
  origin: string,
): StripeObject {
  const customer = store.find(store.customers, text(form, 'customer') ?? '', 'customer');
  const price = store.find(store.prices, text(form, 'line_items', 0, 'price') ?? '', 'price');
  const mode = text(form, 'mode');
  if ((mode === 'subscription') !== (price.type === 'recurring'))
    throw new FakeStripeError(
      400,
      `The price type does not match mode ${mode}`,
      undefined,
      'line_items',
    );
  const id = store.newId('cs_test');
  const session = {
    id,
    object: 'checkout.session',
    created: nowSeconds(),
    mode,
    status: 'open',
    payment_status: 'unpaid',
    customer: customer.id,
    client_reference_id: text(form, 'client_reference_id') ?? null,
    success_url: text(form, 'success_url'),
    cancel_url: text(form, 'cancel_url'),
    amount_total: price.unit_amount,
    currency: price.currency,
    metadata: metadataOf(form.metadata),
    subscription: null,
    payment_intent: null,
    url: `${origin}/c/pay/${id}`,
    // Kept for the lifecycle: Stripe returns line items only through their own endpoint.
    fake: {
      price: price.id,
      subscriptionMetadata: metadataOf(
        (form.subscription_data as FormObject | undefined)?.metadata,
      ),
      paymentIntentMetadata: metadataOf(
        (form.payment_intent_data as FormObject | undefined)?.metadata,
      ),
    },
  };
  store.checkoutSessions.set(id, session);
  const { fake: _kept, ...answer } = session;
  return answer;
}

function createPortalSession(
  store: FakeStripeStore,
  form: FormObject,
  _id: string,
  origin: string,
): StripeObject {
  const customer = store.find(store.customers, text(form, 'customer') ?? '', 'customer');
  const id = store.newId('bps');
  const session = {
    id,
    object: 'billing_portal.session',
    created: nowSeconds(),
    customer: customer.id,
    return_url: text(form, 'return_url') ?? null,
    url: `${origin}/p/session/${id}`,
  };
  store.portalSessions.set(id, session);
  return session;
}

/** The one change Docsift makes: the item's price, now, with the difference invoiced at once. */
function changeSubscriptionPrice(
  store: FakeStripeStore,
  form: FormObject,
  id: string,
): StripeObject {
  const subscription = store.find(store.subscriptions, id, 'subscription');
  const item = (subscription.items as { data: StripeObject[] }).data[0]!;
  if (text(form, 'items', 0, 'id') !== item.id)
    throw new FakeStripeError(400, 'No such subscription item', 'resource_missing', 'items');
  if (text(form, 'proration_behavior') !== 'always_invoice')
    throw new FakeStripeError(400, 'The fake only invoices a change at once', undefined, 'items');
  const price = store.find(store.prices, text(form, 'items', 0, 'price') ?? '', 'price');
  item.price = price;
  if (form.metadata) subscription.metadata = metadataOf(form.metadata);
  // Stripe sends the change's events once it has answered.
  setImmediate(() => store.afterPlanChange(subscription, price));
  return subscription;
}

function cancelSubscription(store: FakeStripeStore, _form: FormObject, id: string): StripeObject {
  const subscription = store.find(store.subscriptions, id, 'subscription');
  subscription.status = 'canceled';
  subscription.canceled_at = nowSeconds();
  subscription.ended_at = nowSeconds();
  return subscription;
}

function retrievePaymentIntent(store: FakeStripeStore, form: FormObject, id: string): StripeObject {
  const intent = store.find(store.paymentIntents, id, 'payment_intent');
  const expand = Array.isArray(form.expand) ? (form.expand as string[]) : [];
  if (!expand.includes('latest_charge') || typeof intent.latest_charge !== 'string') return intent;
  return { ...intent, latest_charge: store.find(store.charges, intent.latest_charge, 'charge') };
}
