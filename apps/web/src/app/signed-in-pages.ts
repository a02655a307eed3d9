/*
 * Every page behind sign-in, and the frame around them, loaded as one module. A signed-in user
 * moves between these pages; loaded page by page, the code they share was split by the bundler
 * into a chunk per set of pages sharing it: the dashboard fetched over a hundred scripts, most
 * under 2 kB, each a request, a compile and a module record to the browser. What a page shows
 * only on demand (charts, the PDF viewer, the notifications drawer) still loads apart.
 */
export { AccountPage } from '../features/account/AccountPage.tsx';
export { AccuracyPage } from '../features/accuracy/AccuracyPage.tsx';
export { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
export { DoctypePage } from '../features/doctypes/DoctypePage.tsx';
export { LiveEvents } from '../features/events/LiveEvents.tsx';
export { FieldsPage } from '../features/fields/FieldsPage.tsx';
export { IntegrationPage } from '../features/integration/IntegrationPage.tsx';
export { NotificationsPage } from '../features/notifications/NotificationsPage.tsx';
export { HistoryPage } from '../features/payment/HistoryPage.tsx';
export { SubscribePage } from '../features/payment/SubscribePage.tsx';
export { SubscriptionPage } from '../features/payment/SubscriptionPage.tsx';
export { UsagePage } from '../features/payment/UsagePage.tsx';
export { RecordsPage } from '../features/records/RecordsPage.tsx';
export { prefetchRecordsTab } from '../features/records/use-records-prefetch.ts';
export { ReviewPage } from '../features/review/ReviewPage.tsx';
export { SettingsPage } from '../features/settings/SettingsPage.tsx';
export { AppLayout } from '../features/shell/AppLayout.tsx';
export { InvitationPage } from '../features/teams/InvitationPage.tsx';
export { ModalsLayout } from './ModalsLayout.tsx';
