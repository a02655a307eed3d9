/**
 * The pages a customer sees on Stripe's side, for browser tests: the hosted checkout (a Pay
 * button) and the billing portal (cancel the plan, return). Paying answers the redirect to the
 * success URL first and delivers the events after it, as Stripe's webhooks race the browser's
 * return; cancelling in the portal delivers before the return, as Stripe cancels at once.
 */
import type { ServerResponse } from 'node:http';
import type { FakeStripeStore, StripeObject } from './fake-stripe-server.ts';

export interface PortalActions {
  pay(checkoutUrl: string): Promise<unknown>;
  cancel(subscriptionId: string): Promise<unknown>;
}

const CHECKOUT = /^\/c\/pay\/([^/]+)$/;
const PORTAL = /^\/p\/session\/([^/]+)$/;
const PORTAL_CANCEL = /^\/p\/session\/([^/]+)\/cancel$/;

/** Answers a browser page, or false when the path is not one (the API answers it). */
export async function answerPage(
  store: FakeStripeStore,
  actions: PortalActions,
  method: string,
  url: URL,
  response: ServerResponse,
): Promise<boolean> {
  const checkoutId = CHECKOUT.exec(url.pathname)?.[1];
  const session = checkoutId ? store.checkoutSessions.get(checkoutId) : undefined;
  if (session && method === 'GET') {
    const amount = `${((session.amount_total as number) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
    page(
      response,
      'Fake Stripe Checkout',
      `<p>Total ${amount}</p><form method="post"><button>Pay</button></form>
       <a href="${escape(session.cancel_url)}">Back</a>`,
    );
    return true;
  }
  if (session && method === 'POST') {
    redirect(response, session.success_url);
    void actions.pay(url.href).catch((error: unknown) => console.error('fake checkout', error));
    return true;
  }
  const cancelId = PORTAL_CANCEL.exec(url.pathname)?.[1];
  if (cancelId && method === 'POST') {
    const portal = store.find(store.portalSessions, cancelId, 'portal session');
    for (const subscription of liveSubscriptions(store, portal.customer))
      await actions.cancel(subscription.id as string);
    redirect(response, portal.return_url);
    return true;
  }
  const portalId = PORTAL.exec(url.pathname)?.[1];
  const portal = portalId ? store.portalSessions.get(portalId) : undefined;
  if (portal && method === 'GET') {
    const canCancel = liveSubscriptions(store, portal.customer).length > 0;
    page(
      response,
      'Fake Stripe Billing Portal',
      `${canCancel ? `<form method="post" action="${url.pathname}/cancel"><button>Cancel plan</button></form>` : ''}
       <a href="${escape(portal.return_url)}">Return to Docsift</a>`,
    );
    return true;
  }
  return false;
}

function liveSubscriptions(store: FakeStripeStore, customer: unknown): StripeObject[] {
  return [...store.subscriptions.values()].filter(
    (s) => s.customer === customer && s.status !== 'canceled',
  );
}

function page(response: ServerResponse, title: string, body: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1>${body}`);
}

function redirect(response: ServerResponse, location: unknown): void {
  response.writeHead(303, { location: String(location) });
  response.end();
}

function escape(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
