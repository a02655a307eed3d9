import { apiKeysEn } from './api-keys.en.ts';
import { doctypesEn } from './doctypes.en.ts';
import { errorsEn } from './errors.en.ts';
import { integrationEn } from './integration.en.ts';
import { accuracyEn } from './accuracy.en.ts';
import { lessonsEn } from './lessons.en.ts';
import { paymentEn } from './payment.en.ts';
import { reviewEn } from './review.en.ts';
import { teamsEn } from './teams.en.ts';
import { webhookValidationEn, webhooksEn } from './webhooks.en.ts';

/** English UI texts; de.ts must have exactly the same keys (checked by type and by test). */
const en = {
  successfully_saved: 'Successfully saved',
  successfully_deleted: 'Successfully deleted',
  really_delete: 'Do you really want to delete this?',
  routing_unsaved_data: 'You have unsaved changes. Do you really want to leave this page?',
  nothing_found: 'Nothing found',
  doctype_name_invalid: 'Please provide the document type name.',
  field_caption_invalid: 'Please provide the field caption.',
  payment_purchase_success: 'Thank you for your purchase!',
  email_process_copied: 'E-mail address copied',
  common: {
    app_name: 'Docsift',
    loading: 'Loading…',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    close_dialog: 'Close dialog',
    yes: 'Yes',
    no: 'No',
    retry: 'Try again',
    load_failed: 'Docsift could not be loaded.',
    version: 'Version {{version}}',
    pro: 'PRO',
    pro_hint: 'Available on paid plans',
  },
  validation: {
    // The spec's own keys, for messages of the core schemas.
    doctype_name_invalid: '$t(doctype_name_invalid)',
    field_caption_invalid: '$t(field_caption_invalid)',
    email_required: 'Please enter your e-mail address.',
    email_invalid: 'Please enter a valid e-mail address.',
    password_too_short: 'The password must have at least 6 characters.',
    password_required: 'Please enter your password.',
    privacy_required: 'Please accept the privacy policy.',
    retention_invalid: 'Please choose one of the offered retention periods.',
    'auth/passwords-not-match': 'Passwords do not match',
    invalid: 'Please check this value.',
    text_too_long: 'This is too long: please shorten it.',
    // A record cell edit the server refused (records/record-edit.ts).
    value_not_string: 'Please enter text.',
    value_not_number: 'Please enter a number.',
    value_not_date: 'Please enter a valid date.',
    value_not_boolean: 'Please choose yes or no.',
    rule_invalid: 'Please fix this rule.',
    field_unknown: 'This field no longer exists; reload the page.',
    ...webhookValidationEn,
  },
  fields: {
    email: 'E-Mail',
    password: 'Password',
    display_name: 'Display name',
    display_name_optional: 'Display name (optional)',
    current_password: 'Current password',
    new_password: 'New password',
    repeat_password: 'Repeat password',
  },
  auth: {
    session_ended:
      'You were signed out because your session ended elsewhere, for example after a password reset. Please sign in again.',
    or: 'or',
    oidc_sign_in: 'Sign in with {{name}}',
    back_to_login: 'Back to sign in',
    login: {
      title: 'Sign in',
      submit: 'Sign in',
      forgot: 'Forgot password?',
      no_account: 'No account yet?',
      register_link: 'Create an account',
    },
    register: {
      title: 'Create an account',
      submit: 'Create account',
      privacy: 'I have read and accept the <privacy>privacy policy</privacy>.',
      have_account: 'Already have an account?',
      login_link: 'Sign in',
    },
    reset: {
      title: 'Reset password',
      intro: 'Enter your e-mail address and we will send you a link to choose a new password.',
      submit: 'Send reset link',
      success: 'If an account exists for this address, an e-mail with a reset link is on its way.',
    },
    action: {
      title: 'Choose a new password',
      account: 'Account',
      keys_survive:
        'Your API keys keep working with a new password: once you sign in, your account page offers to revoke them.',
      submit: 'Save password',
    },
    deleted: {
      title: 'Account deleted',
      message: 'Your account and all its data have been deleted.',
    },
  },
  preferences: {
    language: 'Language',
    languages: { en: 'English', de: 'Deutsch' },
    color_scheme: 'Colour scheme',
    color_schemes: { light: 'Light', dark: 'Dark', auto: 'System' },
  },
  nav: {
    main: 'Main navigation',
    skip: 'Skip to content',
    toggle: 'Toggle navigation',
    dashboard: 'Dashboard',
    notifications: 'Notifications',
    payment: 'Subscription',
    usage: 'Usage',
    history: 'Payment history',
    account: 'Account',
    settings: 'Settings',
    subscription: 'Subscription',
    sign_out: 'Sign out',
    user_menu: 'User menu',
    bell: 'Notifications',
    bell_unread: 'Notifications, {{count}} unread',
    unread_badge: '{{count}} unread',
  },
  shell: {
    credits: '{{amount}} credits',
    credits_meter: 'Credits: {{amount}} of {{plan}} left',
    terms: 'Terms',
    privacy: 'Privacy',
  },
  dashboard: {
    title: 'Dashboard',
    empty_title: 'No document types yet',
    empty_text: 'The document types you create will appear here.',
  },
  notifications: {
    title: 'Notifications',
    all: 'All',
    unread: 'Unread',
    empty: 'No notifications',
    empty_unread: 'No unread notifications',
    show_all: 'All notifications',
    mark_all_read: 'Mark all read',
  },
  payment: paymentEn,
  api_keys: apiKeysEn,
  account: {
    title: 'Account',
    profile: 'Profile',
    password_set_title: 'Set password',
    password_change_title: 'Change password',
    password_set_intro:
      'Your account has no password yet. Set one to also sign in with your e-mail address.',
    password_submit: 'Save password',
    delete_title: 'Delete account',
    delete_intro:
      'This deletes your account with all document types, uploads and records. It cannot be undone.',
    delete_confirm_label: 'Type your e-mail address to confirm',
    delete_submit: 'Delete account',
  },
  settings: {
    title: 'Settings',
    language_hint: 'The language of the interface and of e-mails we send you.',
    retention: 'Upload retention',
    retention_hint: 'Uploaded files are deleted after this period.',
    retention_days: '{{days}} days',
    retention_limit: 'Your plan keeps uploads for {{days}} days. Upgrade to keep them longer.',
  },
  legal: {
    terms: 'Terms of service',
    privacy: 'Privacy policy',
  },
  not_found: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist.',
    home: 'Go to the start page',
  },
  doctypes: doctypesEn,
  review: reviewEn,
  lessons: lessonsEn,
  accuracy: accuracyEn,
  teams: teamsEn,
  webhooks: webhooksEn,
  errors: errorsEn,
  integration: integrationEn,
};

export type Resources = typeof en;
export default en;
