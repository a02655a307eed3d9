// Generated from openapi.json by openapi-typescript: do not edit, run `npm run generate -w @docsift/client`.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database and the file storage answer */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register an account and sign in */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the browser’s session (signed out: `me` is null) */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password-reset link by e-mail */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/action': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check a password-reset code */
    get: operations['checkPasswordResetCode'];
    put?: never;
    /** Set a new password with a reset code */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which third-party sign-in is set up */
    get: operations['listSignInProviders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start signing in with the OpenID Connect provider */
    get: operations['startOidcSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Land a failed OpenID Connect sign-in */
    get: operations['oidcSignInFailed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/provider/callback/{providerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finish signing in with the OpenID Connect provider (its redirect target) */
    get: operations['finishOidcSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller: identity, plan and credits */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete the account and everything it holds */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    /** Change the display name */
    patch: operations['updateProfile'];
    trace?: never;
  };
  '/api/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller’s settings */
    get: operations['getSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the language or how long uploads are kept */
    patch: operations['updateSettings'];
    trace?: never;
  };
  '/api/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller’s API keys, without their secrets */
    get: operations['listApiKeys'];
    put?: never;
    /** Make an API key (its secret is answered once) */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the doctypes the caller may use */
    get: operations['listDoctypes'];
    put?: never;
    /** Create a doctype */
    post: operations['createDoctype'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a doctype */
    get: operations['getDoctype'];
    put?: never;
    post?: never;
    /** Delete a doctype with its uploads and records */
    delete: operations['deleteDoctype'];
    options?: never;
    head?: never;
    /** Change a doctype */
    patch: operations['updateDoctype'];
    trace?: never;
  };
  '/api/doctypes/{id}/copy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a doctype */
    post: operations['copyDoctype'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a doctype's team (and, for its author, the open invitations) */
    get: operations['listDoctypeMembers'];
    put?: never;
    /** Add an account to the team, or mail an invitation to an address without one */
    post: operations['inviteDoctypeMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member (the author) or leave (oneself) */
    delete: operations['removeDoctypeMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an invitation not yet accepted */
    delete: operations['revokeDoctypeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join the team an invitation's link is for */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/inbound-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a doctype’s e-mail address and allowed senders */
    get: operations['getInboundMail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Turn a doctype’s e-mail address on or off, change its allowed senders */
    patch: operations['updateInboundMail'];
    trace?: never;
  };
  '/api/doctypes/{id}/inbound-mail/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the e-mails a doctype’s address received lately, and what became of them */
    get: operations['listReceivedMails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List uploads */
    get: operations['listUploads'];
    put?: never;
    /** Upload files to a doctype (multipart) */
    post: operations['uploadFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/summaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count the uploads and records of each of the caller’s doctypes */
    get: operations['listUploadSummaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an upload and its state */
    get: operations['getUpload'];
    put?: never;
    post?: never;
    /** Delete an upload with its records */
    delete: operations['deleteUpload'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an upload’s file */
    get: operations['downloadUploadFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}/ocr': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an upload’s OCR: pages, text and words with boxes */
    get: operations['getUploadOcr'];
    put?: never;
    /** Read an upload’s pages again (text layer or OCR) */
    post: operations['ocrUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Page through a doctype’s records, filtered and sorted */
    get: operations['listRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/records/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count a view’s records exactly */
    get: operations['countRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/records/values': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a field’s distinct values, for filters */
    get: operations['listRecordValues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/records/bulk-approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve several records, or all of a view, at once: all of them, or none when one is unknown */
    post: operations['approveRecords'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/records/bulk-delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete several records, or all of a view, at once: all of them, or none when one is unknown */
    post: operations['deleteRecords'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/records/{recordId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one record */
    get: operations['getRecord'];
    put?: never;
    post?: never;
    /** Delete a record */
    delete: operations['deleteRecord'];
    options?: never;
    head?: never;
    /** Edit a record’s values */
    patch: operations['updateRecord'];
    trace?: never;
  };
  '/api/doctypes/{id}/records/{recordId}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List who changed which of a record’s values, newest first */
    get: operations['getRecordHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/records/{recordId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a record: it is reviewed, by the caller, now */
    post: operations['approveRecord'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/lessons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count the corrections each field of a doctype learned from */
    get: operations['countLessons'];
    put?: never;
    post?: never;
    /** Forget what corrections taught a doctype: one field’s lessons, or all */
    delete: operations['forgetLessons'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/accuracy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Measure per field the share of extracted values people corrected, over time and per confidence band */
    get: operations['getDoctypeAccuracy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export a doctype’s records as a CSV, JSON or XLSX file
     * @description The records the view (upload, filters, sort, q, review, recordIds) shows, one column per field; `includeSource` and `includeReview` add columns after them, `csvStyle: german` writes a csv for German Excel.
     */
    post: operations['exportRecords'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller’s notifications */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every unread notification of the caller read */
    post: operations['markAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a notification */
    delete: operations['deleteNotification'];
    options?: never;
    head?: never;
    /** Mark a notification read or unread */
    patch: operations['updateNotification'];
    trace?: never;
  };
  '/api/billing/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the plans and credit bundles */
    get: operations['listProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the caller’s plan and subscription */
    get: operations['getSubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller’s payments */
    get: operations['listPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a Stripe checkout for a plan or a credit bundle */
    post: operations['startCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/upgrade': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move the caller’s live subscription to a higher plan now
     * @description Stripe charges the difference for the rest of the period at once; the role and the credits change with its events.
     */
    post: operations['upgradePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open the Stripe customer portal */
    post: operations['openBillingPortal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/stripe-webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Receive a signed Stripe event */
    post: operations['receiveStripeEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Page through the credits’ movements */
    get: operations['listCreditActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/activity-chart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credits used per day of a month */
    get: operations['getCreditActivityChart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller’s webhooks */
    get: operations['listWebhooks'];
    put?: never;
    /** Create a webhook for a doctype */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a webhook */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /** Change a webhook */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/webhooks/{id}/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a new signing secret for a webhook */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/invocations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a webhook’s delivery attempts */
    get: operations['listWebhookInvocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/sample': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The body a delivery of a doctype has, with one sample record */
    get: operations['getWebhookSamplePayload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/invocations/{invocationId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed delivery again, with the same delivery id */
    post: operations['resendWebhookInvocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a test delivery with sample records */
    post: operations['sendWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stream the caller’s live events (Server-Sent Events) */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}/scan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Scan an upload again: read its pages, then extract its records */
    post: operations['scanUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}/parse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Extract an upload’s records again from its pages read before */
    post: operations['parseUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}/suggest-fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suggest a doctype’s fields from a sample upload */
    post: operations['suggestFields'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/parse-inline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Extract a sample upload with a draft’s fields, storing nothing */
    post: operations['parseInline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/calibrate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adjust a draft’s fields to the values a person corrected */
    post: operations['calibrateDoctype'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/doctypes/{id}/reparse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Parse a doctype’s stale uploads again */
    post: operations['reparseDoctype'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiErrorBody: {
      error: {
        /** @enum {string} */
        code:
          | 'invalid-argument'
          | 'unauthenticated'
          | 'permission-denied'
          | 'not-found'
          | 'aborted'
          | 'resource-exhausted'
          | 'cancelled'
          | 'internal'
          | 'unimplemented'
          | 'unavailable'
          | 'deadline-exceeded'
          | 'unknown'
          | 'auth/invalid-credential'
          | 'auth/user-not-found'
          | 'auth/wrong-password'
          | 'auth/email-already-in-use'
          | 'auth/passwords-not-match'
          | 'auth/invalid-action-code'
          | 'auth/weak-password'
          | 'auth/too-many-requests'
          | 'auth/provider-not-configured'
          | 'credits/depleted'
          | 'credits/purchased'
          | 'parse/record-limit'
          | 'parse/payer-gone'
          | 'doctype/reparse'
          | 'doctype/no-fields'
          | 'doctype/max-doctypes'
          | 'doctype/invalid-rule'
          | 'payment/already-subscribed'
          | 'payment/product-not-found'
          | 'payment/not-configured'
          | 'payment/failed'
          | 'payment/not-subscribed'
          | 'payment/not-an-upgrade'
          | 'file/empty'
          | 'file/unsupported-type'
          | 'file/too-large'
          | 'file/corrupt'
          | 'file/encrypted'
          | 'file/too-many-pages'
          | 'file/too-many-pixels'
          | 'file/too-many-cells'
          | 'file/too-many-rows'
          | 'file/unreadable'
          | 'uploads/too-many-waiting'
          | 'records/too-many'
          | 'scan/failed'
          | 'mail/no-attachments'
          | 'mail/plan-required'
          | 'llm/invalid-output'
          | 'webhook/forbidden-address'
          | 'webhook/delivered'
          | 'webhook/not-resendable'
          | 'team/shared'
          | 'team/already-member'
          | 'team/author-stays'
          | 'team/invitation-used'
          | 'team/invitation-expired'
          | 'team/invitation-other-account';
        message: string;
        field?: string;
      };
    };
  };
  responses: {
    /** @description The input is refused: `error.field` names the part at fault. */
    InvalidArgument: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description No valid API key or session came with the request. */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description Not allowed: the plan or role does not include it, the item is someone else’s, or the request came from a foreign origin. */
    PermissionDenied: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description No such item, or not one the caller may see. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description The request conflicts with the current state. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description Too many requests, or a limit of the plan is reached; `Retry-After` says when to try again. */
    TooManyRequests: {
      headers: {
        /** @description The seconds to wait before trying again. */
        'retry-after'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
    /** @description The server failed (`internal`), is not set up for this (`unimplemented`), or is unavailable for now (`unavailable`). */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiErrorBody'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
            version: string;
          };
        };
      };
      '5XX': components['responses']['ServerError'];
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready';
            /** @description Optional parts that are not running */
            off?: string[];
          };
        };
      };
      '5XX': components['responses']['ServerError'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
          displayName?: string;
          /** @enum {boolean} */
          privacy: true;
          /** @enum {string} */
          language?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uid: string;
            email: string;
            displayName: string | null;
            photoURL: string | null;
            /** @enum {string} */
            role: 'free' | 'starter' | 'professional' | 'admin';
            hasPassword: boolean;
            settings: {
              /** @enum {string} */
              language: 'en' | 'de';
              uploadRetention: (7 | 14 | 30 | 90 | 182 | 365) | null;
            };
            credits: {
              count: number;
              extra: number;
              total: number;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      403: components['responses']['PermissionDenied'];
      /** @description `auth/email-already-in-use`: The request conflicts with the current state. */
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uid: string;
            email: string;
            displayName: string | null;
            photoURL: string | null;
            /** @enum {string} */
            role: 'free' | 'starter' | 'professional' | 'admin';
            hasPassword: boolean;
            settings: {
              /** @enum {string} */
              language: 'en' | 'de';
              uploadRetention: (7 | 14 | 30 | 90 | 182 | 365) | null;
            };
            credits: {
              count: number;
              extra: number;
              total: number;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      /** @description `auth/invalid-credential`: No valid API key or session came with the request. */
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            me: {
              uid: string;
              email: string;
              displayName: string | null;
              photoURL: string | null;
              /** @enum {string} */
              role: 'free' | 'starter' | 'professional' | 'admin';
              hasPassword: boolean;
              settings: {
                /** @enum {string} */
                language: 'en' | 'de';
                uploadRetention: (7 | 14 | 30 | 90 | 182 | 365) | null;
              };
              credits: {
                count: number;
                extra: number;
                total: number;
              };
            } | null;
          };
        };
      };
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          /** @enum {string} */
          language?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  checkPasswordResetCode: {
    parameters: {
      query: {
        mode: 'resetPassword';
        oobCode: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      /** @description `auth/invalid-action-code`: The input is refused: `error.field` names the part at fault. */
      400: components['responses']['InvalidArgument'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          mode: 'resetPassword';
          oobCode: string;
          password: string;
          repeat: string;
        };
      };
    };
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `auth/invalid-action-code`, `auth/weak-password`: The input is refused: `error.field` names the part at fault. */
      400: components['responses']['InvalidArgument'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listSignInProviders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            oidc: {
              name: string;
            } | null;
          };
        };
      };
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  startOidcSignIn: {
    parameters: {
      query?: {
        r?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the provider’s sign-in page; to /login with a flash when it cannot start (the Location header). */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  oidcSignInFailed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To /login with a flash saying the sign-in failed (the Location header). */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  finishOidcSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        providerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the page asked for at the start, signed in; or to /api/auth/oidc/failed (the Location header). */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uid: string;
            email: string;
            displayName: string | null;
            photoURL: string | null;
            /** @enum {string} */
            role: 'free' | 'starter' | 'professional' | 'admin';
            hasPassword: boolean;
            settings: {
              /** @enum {string} */
              language: 'en' | 'de';
              uploadRetention: (7 | 14 | 30 | 90 | 182 | 365) | null;
            };
            credits: {
              count: number;
              extra: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          displayName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uid: string;
            email: string;
            displayName: string | null;
            photoURL: string | null;
            /** @enum {string} */
            role: 'free' | 'starter' | 'professional' | 'admin';
            hasPassword: boolean;
            settings: {
              /** @enum {string} */
              language: 'en' | 'de';
              uploadRetention: (7 | 14 | 30 | 90 | 182 | 365) | null;
            };
            credits: {
              count: number;
              extra: number;
              total: number;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword?: string;
          password: string;
          repeat: string;
        };
      };
    };
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `auth/weak-password`: The input is refused: `error.field` names the part at fault. */
      400: components['responses']['InvalidArgument'];
      /** @description `auth/wrong-password`: No valid API key or session came with the request. */
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'en' | 'de';
            uploadRetention: (7 | 14 | 30 | 90 | 182 | 365) | null;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language?: 'en' | 'de';
          uploadRetention?: (7 | 14 | 30 | 90 | 182 | 365) | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'en' | 'de';
            uploadRetention: (7 | 14 | 30 | 90 | 182 | 365) | null;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKeys: {
              id: string;
              name: string;
              prefix: string;
              /** @description When the key was made: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              lastUsed: number | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            prefix: string;
            /** @description When the key was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            lastUsed: number | null;
            key: string;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listDoctypes: {
    parameters: {
      query?: {
        state?: 'draft' | 'ready';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            doctypes: {
              id: string;
              /** @enum {string} */
              type: 'doctype';
              /** @enum {string} */
              state: 'draft' | 'ready';
              author: string;
              team: string[];
              /** @description When the doctype was made: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              /** @description When the doctype last changed: milliseconds since 1970-01-01T00:00:00Z. */
              updated: number;
              title: string;
              /** @enum {string} */
              mode: 'single' | 'multi' | 'one:single' | 'one:multi';
              one: boolean;
              prompt: string;
              fields: {
                key: string;
                caption: string;
                /** @default  */
                description: string;
                /**
                 * @default string
                 * @enum {string}
                 */
                type: 'string' | 'number' | 'date' | 'boolean';
                required?: boolean;
                rules?: {
                  pattern?: string;
                  min?: number | string;
                  max?: number | string;
                  oneOf?: string[];
                };
              }[];
              hash: string;
              reviewThreshold: number;
              checks: {
                expression: string;
              }[];
              outputs: {
                exportFormats: ('csv' | 'json' | 'xlsx')[];
                inboundEmail: boolean;
                webhooks: boolean;
              };
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  createDoctype: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @enum {string} */
          mode: 'single' | 'multi' | 'one:single' | 'one:multi';
          /** @default  */
          prompt?: string;
          /** @default [] */
          fields?: {
            key?: string;
            caption: string;
            /** @default  */
            description?: string;
            /**
             * @default string
             * @enum {string}
             */
            type?: 'string' | 'number' | 'date' | 'boolean';
            required?: boolean;
            rules?: {
              pattern?: string;
              min?: number | string;
              max?: number | string;
              oneOf?: string[];
            };
          }[];
          /** @default [] */
          checks?: {
            expression: string;
          }[];
          /**
           * @default manual
           * @enum {string}
           */
          via?: 'manual' | 'wizard';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'doctype';
            /** @enum {string} */
            state: 'draft' | 'ready';
            author: string;
            team: string[];
            /** @description When the doctype was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the doctype last changed: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            title: string;
            /** @enum {string} */
            mode: 'single' | 'multi' | 'one:single' | 'one:multi';
            one: boolean;
            prompt: string;
            fields: {
              key: string;
              caption: string;
              /** @default  */
              description: string;
              /**
               * @default string
               * @enum {string}
               */
              type: 'string' | 'number' | 'date' | 'boolean';
              required?: boolean;
              rules?: {
                pattern?: string;
                min?: number | string;
                max?: number | string;
                oneOf?: string[];
              };
            }[];
            hash: string;
            reviewThreshold: number;
            checks: {
              expression: string;
            }[];
            outputs: {
              exportFormats: ('csv' | 'json' | 'xlsx')[];
              inboundEmail: boolean;
              webhooks: boolean;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      /** @description `doctype/max-doctypes`: Too many requests, or a limit of the plan is reached; `Retry-After` says when to try again. */
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getDoctype: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'doctype';
            /** @enum {string} */
            state: 'draft' | 'ready';
            author: string;
            team: string[];
            /** @description When the doctype was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the doctype last changed: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            title: string;
            /** @enum {string} */
            mode: 'single' | 'multi' | 'one:single' | 'one:multi';
            one: boolean;
            prompt: string;
            fields: {
              key: string;
              caption: string;
              /** @default  */
              description: string;
              /**
               * @default string
               * @enum {string}
               */
              type: 'string' | 'number' | 'date' | 'boolean';
              required?: boolean;
              rules?: {
                pattern?: string;
                min?: number | string;
                max?: number | string;
                oneOf?: string[];
              };
            }[];
            hash: string;
            reviewThreshold: number;
            checks: {
              expression: string;
            }[];
            outputs: {
              exportFormats: ('csv' | 'json' | 'xlsx')[];
              inboundEmail: boolean;
              webhooks: boolean;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  deleteDoctype: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateDoctype: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          /** @enum {string} */
          mode?: 'single' | 'multi' | 'one:single' | 'one:multi';
          prompt?: string;
          fields?: {
            key?: string;
            caption: string;
            /** @default  */
            description?: string;
            /**
             * @default string
             * @enum {string}
             */
            type?: 'string' | 'number' | 'date' | 'boolean';
            required?: boolean;
            rules?: {
              pattern?: string;
              min?: number | string;
              max?: number | string;
              oneOf?: string[];
            };
          }[];
          /** @enum {string} */
          state?: 'ready';
          reviewThreshold?: number;
          checks?: {
            expression: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'doctype';
            /** @enum {string} */
            state: 'draft' | 'ready';
            author: string;
            team: string[];
            /** @description When the doctype was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the doctype last changed: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            title: string;
            /** @enum {string} */
            mode: 'single' | 'multi' | 'one:single' | 'one:multi';
            one: boolean;
            prompt: string;
            fields: {
              key: string;
              caption: string;
              /** @default  */
              description: string;
              /**
               * @default string
               * @enum {string}
               */
              type: 'string' | 'number' | 'date' | 'boolean';
              required?: boolean;
              rules?: {
                pattern?: string;
                min?: number | string;
                max?: number | string;
                oneOf?: string[];
              };
            }[];
            hash: string;
            reviewThreshold: number;
            checks: {
              expression: string;
            }[];
            outputs: {
              exportFormats: ('csv' | 'json' | 'xlsx')[];
              inboundEmail: boolean;
              webhooks: boolean;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  copyDoctype: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'doctype';
            /** @enum {string} */
            state: 'draft' | 'ready';
            author: string;
            team: string[];
            /** @description When the doctype was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the doctype last changed: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            title: string;
            /** @enum {string} */
            mode: 'single' | 'multi' | 'one:single' | 'one:multi';
            one: boolean;
            prompt: string;
            fields: {
              key: string;
              caption: string;
              /** @default  */
              description: string;
              /**
               * @default string
               * @enum {string}
               */
              type: 'string' | 'number' | 'date' | 'boolean';
              required?: boolean;
              rules?: {
                pattern?: string;
                min?: number | string;
                max?: number | string;
                oneOf?: string[];
              };
            }[];
            hash: string;
            reviewThreshold: number;
            checks: {
              expression: string;
            }[];
            outputs: {
              exportFormats: ('csv' | 'json' | 'xlsx')[];
              inboundEmail: boolean;
              webhooks: boolean;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      /** @description `doctype/max-doctypes`: Too many requests, or a limit of the plan is reached; `Retry-After` says when to try again. */
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listDoctypeMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            members: {
              userId: string;
              name: string;
              email: string;
              isAuthor: boolean;
              invitedBy: {
                userId: string;
                name: string;
              } | null;
              joined: number;
            }[];
            invitations: {
              id: string;
              email: string;
              invitedBy: {
                userId: string;
                name: string;
              } | null;
              created: number;
              expires: number;
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  inviteDoctypeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
        };
      };
    };
    responses: {
      /** @description An existing account, added at once. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                member: {
                  userId: string;
                  name: string;
                  email: string;
                  isAuthor: boolean;
                  invitedBy: {
                    userId: string;
                    name: string;
                  } | null;
                  joined: number;
                };
              }
            | {
                invitation: {
                  id: string;
                  email: string;
                  invitedBy: {
                    userId: string;
                    name: string;
                  } | null;
                  created: number;
                  expires: number;
                };
              };
        };
      };
      /** @description An invitation mailed to the address. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                member: {
                  userId: string;
                  name: string;
                  email: string;
                  isAuthor: boolean;
                  invitedBy: {
                    userId: string;
                    name: string;
                  } | null;
                  joined: number;
                };
              }
            | {
                invitation: {
                  id: string;
                  email: string;
                  invitedBy: {
                    userId: string;
                    name: string;
                  } | null;
                  created: number;
                  expires: number;
                };
              };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      /** @description `team/already-member`: The request conflicts with the current state. */
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  removeDoctypeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `team/author-stays`: The input is refused: `error.field` names the part at fault. */
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  revokeDoctypeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        invitationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            doctype: string;
            title: string;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      /** @description `team/invitation-other-account`: Not allowed: the plan or role does not include it, the item is someone else’s, or the request came from a foreign origin. */
      403: components['responses']['PermissionDenied'];
      /** @description `team/invitation-used`, `team/invitation-expired`: The request conflicts with the current state. */
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getInboundMail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            allowedSenders: string[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateInboundMail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          allowedSenders: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            allowedSenders: string[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      /** @description `mail/plan-required`: Not allowed: the plan or role does not include it, the item is someone else’s, or the request came from a foreign origin. */
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listReceivedMails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mails: {
              id: string;
              /** @description When the e-mail arrived: milliseconds since 1970-01-01T00:00:00Z. */
              received: number;
              sender: string;
              /** @enum {string} */
              outcome: 'accepted' | 'sender-refused' | 'no-attachment';
              uploads: number;
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listUploads: {
    parameters: {
      query: {
        target: string;
        q?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uploads: {
              id: string;
              /** @enum {string} */
              type: 'upload';
              author: string;
              /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              /** @description When the upload last changed state: milliseconds since 1970-01-01T00:00:00Z. */
              updated: number;
              target: string;
              /** @enum {string} */
              state: 'uploading' | 'uploaded' | 'scanning' | 'parsing' | 'done';
              filename: string;
              file: {
                source: string;
                ocr: string | null;
              };
              contentType: string;
              size: number;
              /** @description When the upload and its records are removed: seconds since 1970-01-01T00:00:00Z. */
              expiresAt: number;
              error: {
                code: string;
                message: string;
              } | null;
              doctypeHash: string | null;
              recordCount: number;
              unreadPages?: number[];
            }[];
            cursor?: string | null;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  uploadFiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The id of the doctype to extract with. */
          target: string;
          /** @description One or more PDF, image, DOCX, XLSX, ODS or CSV files, each as a part named file. */
          file: Blob[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uploads: {
              id: string;
              /** @enum {string} */
              type: 'upload';
              author: string;
              /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              /** @description When the upload last changed state: milliseconds since 1970-01-01T00:00:00Z. */
              updated: number;
              target: string;
              /** @enum {string} */
              state: 'uploading' | 'uploaded' | 'scanning' | 'parsing' | 'done';
              filename: string;
              file: {
                source: string;
                ocr: string | null;
              };
              contentType: string;
              size: number;
              /** @description When the upload and its records are removed: seconds since 1970-01-01T00:00:00Z. */
              expiresAt: number;
              error: {
                code: string;
                message: string;
              } | null;
              doctypeHash: string | null;
              recordCount: number;
              unreadPages?: number[];
            }[];
            errors: {
              filename: string;
              code: string;
              message: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uploads?: {
              id: string;
              /** @enum {string} */
              type: 'upload';
              author: string;
              /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              /** @description When the upload last changed state: milliseconds since 1970-01-01T00:00:00Z. */
              updated: number;
              target: string;
              /** @enum {string} */
              state: 'uploading' | 'uploaded' | 'scanning' | 'parsing' | 'done';
              filename: string;
              file: {
                source: string;
                ocr: string | null;
              };
              contentType: string;
              size: number;
              /** @description When the upload and its records are removed: seconds since 1970-01-01T00:00:00Z. */
              expiresAt: number;
              error: {
                code: string;
                message: string;
              } | null;
              doctypeHash: string | null;
              recordCount: number;
              unreadPages?: number[];
            }[];
            errors?: {
              filename: string;
              code: string;
              message: string;
            }[];
            error: {
              code: string;
              message: string;
              field?: string;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listUploadSummaries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            summaries: {
              doctype: string;
              uploads: number;
              records: number;
              processing: number;
              failed: number;
              lastActivity: number | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'upload';
            author: string;
            /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the upload last changed state: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            target: string;
            /** @enum {string} */
            state: 'uploading' | 'uploaded' | 'scanning' | 'parsing' | 'done';
            filename: string;
            file: {
              source: string;
              ocr: string | null;
            };
            contentType: string;
            size: number;
            /** @description When the upload and its records are removed: seconds since 1970-01-01T00:00:00Z. */
            expiresAt: number;
            error: {
              code: string;
              message: string;
            } | null;
            doctypeHash: string | null;
            recordCount: number;
            unreadPages?: number[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  deleteUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  downloadUploadFile: {
    parameters: {
      query?: {
        download?: '0' | '1';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file as uploaded, with its own content type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'image/*': Blob;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
          'application/vnd.oasis.opendocument.spreadsheet': Blob;
          'text/csv': Blob;
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getUploadOcr: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pages as read: text, and words with their boxes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pages: {
              number: number;
              width: number;
              height: number;
              text: string;
              /** @enum {string} */
              source: 'text-layer' | 'ocr' | 'docx' | 'sheet';
              words: {
                text: string;
                bbox: [number, number, number, number];
                conf: number;
              }[];
              tables?: string[][][];
              rules?: [number, number, number, number][];
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  ocrUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'upload';
            author: string;
            /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the upload last changed state: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            target: string;
            /** @enum {string} */
            state: 'uploading' | 'uploaded' | 'scanning' | 'parsing' | 'done';
            filename: string;
            file: {
              source: string;
              ocr: string | null;
            };
            contentType: string;
            size: number;
            /** @description When the upload and its records are removed: seconds since 1970-01-01T00:00:00Z. */
            expiresAt: number;
            error: {
              code: string;
              message: string;
            } | null;
            doctypeHash: string | null;
            recordCount: number;
            unreadPages?: number[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listRecords: {
    parameters: {
      query?: {
        upload?: string;
        q?: string;
        filter?: string | string[];
        sort?: string;
        review?: 'needs_review' | 'reviewed' | 'auto';
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            records: {
              id: string;
              order: number;
              /** @description When the record was extracted: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              deleted: boolean;
              upload: string;
              data: {
                [key: string]: string | number | boolean | null;
              };
              sources: {
                [key: string]: {
                  page: number;
                  bbox: [number, number, number, number];
                };
              };
              confidence: {
                [key: string]: number;
              };
              edits: {
                [key: string]: {
                  extracted: string | number | boolean | null;
                  /** @description When the value was last edited: milliseconds since 1970-01-01T00:00:00Z. */
                  at: number;
                };
              };
              review: {
                /** @enum {string} */
                state: 'needs_review' | 'reviewed' | 'auto';
                by: string | null;
                at: number | null;
              };
              unreadPages?: number[];
            }[];
            total: number;
            totalExact: boolean;
            cursor: string | null;
            reindexing?: string[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  countRecords: {
    parameters: {
      query?: {
        upload?: string;
        q?: string;
        filter?: string | string[];
        sort?: string;
        review?: 'needs_review' | 'reviewed' | 'auto';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            totalExact: boolean;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listRecordValues: {
    parameters: {
      query: {
        field: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            values: (string | number | boolean | null)[] | null;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  approveRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              recordIds: string[];
            }
          | {
              view: {
                upload?: string | string[];
                /** @default [] */
                filters?: string[];
                q?: string;
                /** @enum {string} */
                review?: 'needs_review' | 'reviewed' | 'auto';
              };
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            records: {
              id: string;
              order: number;
              /** @description When the record was extracted: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              deleted: boolean;
              upload: string;
              data: {
                [key: string]: string | number | boolean | null;
              };
              sources: {
                [key: string]: {
                  page: number;
                  bbox: [number, number, number, number];
                };
              };
              confidence: {
                [key: string]: number;
              };
              edits: {
                [key: string]: {
                  extracted: string | number | boolean | null;
                  /** @description When the value was last edited: milliseconds since 1970-01-01T00:00:00Z. */
                  at: number;
                };
              };
              review: {
                /** @enum {string} */
                state: 'needs_review' | 'reviewed' | 'auto';
                by: string | null;
                at: number | null;
              };
              unreadPages?: number[];
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  deleteRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              recordIds: string[];
            }
          | {
              view: {
                upload?: string | string[];
                /** @default [] */
                filters?: string[];
                q?: string;
                /** @enum {string} */
                review?: 'needs_review' | 'reviewed' | 'auto';
              };
            };
      };
    };
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            order: number;
            /** @description When the record was extracted: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            deleted: boolean;
            upload: string;
            data: {
              [key: string]: string | number | boolean | null;
            };
            sources: {
              [key: string]: {
                page: number;
                bbox: [number, number, number, number];
              };
            };
            confidence: {
              [key: string]: number;
            };
            edits: {
              [key: string]: {
                extracted: string | number | boolean | null;
                /** @description When the value was last edited: milliseconds since 1970-01-01T00:00:00Z. */
                at: number;
              };
            };
            review: {
              /** @enum {string} */
              state: 'needs_review' | 'reviewed' | 'auto';
              by: string | null;
              at: number | null;
            };
            unreadPages?: number[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  deleteRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: {
            [key: string]: string | number | boolean | null;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            order: number;
            /** @description When the record was extracted: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            deleted: boolean;
            upload: string;
            data: {
              [key: string]: string | number | boolean | null;
            };
            sources: {
              [key: string]: {
                page: number;
                bbox: [number, number, number, number];
              };
            };
            confidence: {
              [key: string]: number;
            };
            edits: {
              [key: string]: {
                extracted: string | number | boolean | null;
                /** @description When the value was last edited: milliseconds since 1970-01-01T00:00:00Z. */
                at: number;
              };
            };
            review: {
              /** @enum {string} */
              state: 'needs_review' | 'reviewed' | 'auto';
              by: string | null;
              at: number | null;
            };
            unreadPages?: number[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      /** @description `aborted`: The request conflicts with the current state. */
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getRecordHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            changes: {
              id: string;
              field: string;
              from: string | number | boolean | null;
              to: string | number | boolean | null;
              by: {
                id: string;
                name: string;
                email: string;
              } | null;
              /** @description When the value was changed: milliseconds since 1970-01-01T00:00:00Z. */
              at: number;
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  approveRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        recordId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            order: number;
            /** @description When the record was extracted: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            deleted: boolean;
            upload: string;
            data: {
              [key: string]: string | number | boolean | null;
            };
            sources: {
              [key: string]: {
                page: number;
                bbox: [number, number, number, number];
              };
            };
            confidence: {
              [key: string]: number;
            };
            edits: {
              [key: string]: {
                extracted: string | number | boolean | null;
                /** @description When the value was last edited: milliseconds since 1970-01-01T00:00:00Z. */
                at: number;
              };
            };
            review: {
              /** @enum {string} */
              state: 'needs_review' | 'reviewed' | 'auto';
              by: string | null;
              at: number | null;
            };
            unreadPages?: number[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  countLessons: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            fields: {
              [key: string]: number;
            };
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  forgetLessons: {
    parameters: {
      query?: {
        field?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getDoctypeAccuracy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            period: 'day' | 'week';
            fields: {
              values: number;
              corrected: number;
              field: string;
              bands: {
                values: number;
                corrected: number;
                from: number;
                to: number;
              }[];
              periods: {
                values: number;
                corrected: number;
                /** @description Start of the period (UTC midnight; a week starts on Monday) the values were extracted in: milliseconds since 1970-01-01T00:00:00Z. */
                start: number;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  exportRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          format: 'csv' | 'json' | 'xlsx';
          upload?: string | string[];
          /** @default [] */
          filters?: string[];
          q?: string;
          /** @enum {string} */
          review?: 'needs_review' | 'reviewed' | 'auto';
          sort?: string | null;
          includeReview?: boolean;
          recordIds?: string[];
          /** @description Adds the columns File name, Page (the first page a value was read on), Uploaded at and Review state after the values: the upload time as ISO 8601 UTC in csv and xlsx, as epoch milliseconds in json. */
          includeSource?: boolean;
          /**
           * @description csv only: `standard` (default) parts cells with `,` and writes `1234.5`; `german` parts them with `;` and writes `1234,5`, as German Excel opens it in columns. No thousands separators.
           * @enum {string}
           */
          csvStyle?: 'standard' | 'german';
        };
      };
    };
    responses: {
      /** @description The export file; Content-Disposition names it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/json': Record<string, never>[];
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            notifications: {
              id: string;
              /** @description When the notification was written: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              /** @enum {string} */
              level: 'info' | 'danger';
              message: string;
              timeout: number | null;
              doctype: string | null;
              upload: string | null;
              filename: string | null;
              doctypeTitle: string | null;
              read: boolean;
              deletable: boolean;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            updated: number;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  deleteNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          read: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @description When the notification was written: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @enum {string} */
            level: 'info' | 'danger';
            message: string;
            timeout: number | null;
            doctype: string | null;
            upload: string | null;
            filename: string | null;
            doctypeTitle: string | null;
            read: boolean;
            deletable: boolean;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            products: {
              id: string;
              name: string;
              prices: {
                id: string;
                /** @enum {string} */
                type: 'recurring' | 'one_time';
                unitAmount: number;
                currency: string;
                interval: 'month' | null;
                description: string;
              }[];
              metadata: {
                role: ('free' | 'starter' | 'professional' | 'admin') | null;
                credits: number;
                default: boolean;
                free: boolean;
              };
            }[];
            purchasable: boolean;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'free' | 'starter' | 'professional' | 'admin';
            subscription: {
              id: string;
              /** @enum {string} */
              status:
                | 'active'
                | 'trialing'
                | 'past_due'
                | 'unpaid'
                | 'canceled'
                | 'incomplete'
                | 'incomplete_expired'
                | 'paused';
              cancelAt: number | null;
              /** @description When the paid period began: milliseconds since 1970-01-01T00:00:00Z. */
              currentPeriodStart: number;
              /** @description When the paid period ends: milliseconds since 1970-01-01T00:00:00Z. */
              currentPeriodEnd: number;
              productId: string;
              priceId: string;
            } | null;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listPayments: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payments: {
              id: string;
              status: string;
              /** @description When the payment was made: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              amount: number;
              currency: string;
              productId: string | null;
              priceId: string | null;
              receiptUrl: string | null;
            }[];
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  startCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          productId: string;
          priceId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      /** @description `payment/already-subscribed`: The request conflicts with the current state. */
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  upgradePlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          productId: string;
          priceId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'free' | 'starter' | 'professional' | 'admin';
            subscription: {
              id: string;
              /** @enum {string} */
              status:
                | 'active'
                | 'trialing'
                | 'past_due'
                | 'unpaid'
                | 'canceled'
                | 'incomplete'
                | 'incomplete_expired'
                | 'paused';
              cancelAt: number | null;
              /** @description When the paid period began: milliseconds since 1970-01-01T00:00:00Z. */
              currentPeriodStart: number;
              /** @description When the paid period ends: milliseconds since 1970-01-01T00:00:00Z. */
              currentPeriodEnd: number;
              productId: string;
              priceId: string;
            } | null;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      /** @description `payment/product-not-found`: No such item, or not one the caller may see. */
      404: components['responses']['NotFound'];
      /** @description `payment/not-subscribed`, `payment/already-subscribed`, `payment/not-an-upgrade`: The request conflicts with the current state. */
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  openBillingPortal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  receiveStripeEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description Stripe’s signature over the exact bytes of the body. */
        'stripe-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            received: true;
            /** @enum {string} */
            outcome: 'applied' | 'replayed' | 'ignored';
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listCreditActivity: {
    parameters: {
      query: {
        month: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activity: {
              id: string;
              /** @enum {string} */
              type: 'opening' | 'allowance' | 'expired' | 'purchase' | 'admin' | 'refund' | 'parse';
              credits: number;
              /** @enum {string} */
              pool: 'count' | 'extra';
              /** @description When the credits moved: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              email: string;
              month: string;
              upload: {
                id: string;
                name: string;
                doctypeTitle: string;
              } | null;
            }[];
            cursor: string | null;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getCreditActivityChart: {
    parameters: {
      query: {
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              credits: number;
              month: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listWebhooks: {
    parameters: {
      query: {
        target: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhooks: {
              id: string;
              /** @enum {string} */
              type: 'webhookspec';
              author: string;
              /** @description When the webhook was made: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              /** @description When the webhook last changed: milliseconds since 1970-01-01T00:00:00Z. */
              updated: number;
              /** @enum {string} */
              trigger: 'doctype.records';
              target: string;
              enabled: boolean;
              title: string;
              webhookRequest: {
                /** @enum {string} */
                httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
                url: string;
                /** @default [] */
                headers: {
                  name: string;
                  value: string;
                }[];
              };
              reviewStates: ('needs_review' | 'reviewed' | 'auto')[] | null;
              invocations: number;
              secret: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          trigger: 'doctype.records';
          target: string;
          /** @default true */
          enabled?: boolean;
          title: string;
          webhookRequest: {
            /** @enum {string} */
            httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
            url: string;
            /** @default [] */
            headers?: {
              name: string;
              value: string;
            }[];
          };
          /** @default null */
          reviewStates?: ('needs_review' | 'reviewed' | 'auto')[] | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'webhookspec';
            author: string;
            /** @description When the webhook was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the webhook last changed: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            /** @enum {string} */
            trigger: 'doctype.records';
            target: string;
            enabled: boolean;
            title: string;
            webhookRequest: {
              /** @enum {string} */
              httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
              url: string;
              /** @default [] */
              headers: {
                name: string;
                value: string;
              }[];
            };
            reviewStates: ('needs_review' | 'reviewed' | 'auto')[] | null;
            invocations: number;
            secret: string;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; the answer has no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          webhookRequest?: {
            /** @enum {string} */
            httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
            url: string;
            /** @default [] */
            headers?: {
              name: string;
              value: string;
            }[];
          };
          enabled?: boolean;
          reviewStates?: ('needs_review' | 'reviewed' | 'auto')[] | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'webhookspec';
            author: string;
            /** @description When the webhook was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the webhook last changed: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            /** @enum {string} */
            trigger: 'doctype.records';
            target: string;
            enabled: boolean;
            title: string;
            webhookRequest: {
              /** @enum {string} */
              httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
              url: string;
              /** @default [] */
              headers: {
                name: string;
                value: string;
              }[];
            };
            reviewStates: ('needs_review' | 'reviewed' | 'auto')[] | null;
            invocations: number;
            secret: string;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'webhookspec';
            author: string;
            /** @description When the webhook was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the webhook last changed: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            /** @enum {string} */
            trigger: 'doctype.records';
            target: string;
            enabled: boolean;
            title: string;
            webhookRequest: {
              /** @enum {string} */
              httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
              url: string;
              /** @default [] */
              headers: {
                name: string;
                value: string;
              }[];
            };
            reviewStates: ('needs_review' | 'reviewed' | 'auto')[] | null;
            invocations: number;
            secret: string;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listWebhookInvocations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invocations: {
              id: string;
              webhook: string;
              /** @description When the attempt was made: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
              webhookRequest: {
                /** @enum {string} */
                httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
                url: string;
              };
              upload: string | null;
              attempt: number;
              status: number | null;
              durationMs: number;
              error: string | null;
              delivery: string | null;
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getWebhookSamplePayload: {
    parameters: {
      query: {
        target: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            event: 'doctype.records' | 'record.approved';
            delivery: string;
            /** @description When the delivery was created: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            test: boolean;
            doctype: {
              id: string;
              title: string;
            };
            fields: {
              key: string;
              caption: string;
              /** @enum {string} */
              type: 'string' | 'number' | 'date' | 'boolean';
            }[];
            upload: {
              id: string;
              filename: string;
              /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
              created: number;
            };
            records: {
              id: string;
              order: number;
              values: {
                [key: string]: string | number | boolean | null;
              };
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  resendWebhookInvocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        invocationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            webhook: string;
            /** @description When the attempt was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            webhookRequest: {
              /** @enum {string} */
              httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
              url: string;
            };
            upload: string | null;
            attempt: number;
            status: number | null;
            durationMs: number;
            error: string | null;
            delivery: string | null;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  sendWebhookTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            webhook: string;
            /** @description When the attempt was made: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            webhookRequest: {
              /** @enum {string} */
              httpMethod: 'POST' | 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
              url: string;
            };
            upload: string | null;
            attempt: number;
            status: number | null;
            durationMs: number;
            error: string | null;
            delivery: string | null;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  streamEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A Server-Sent Events stream: one `data: {json}` message per event. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  scanUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'upload';
            author: string;
            /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the upload last changed state: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            target: string;
            /** @enum {string} */
            state: 'uploading' | 'uploaded' | 'scanning' | 'parsing' | 'done';
            filename: string;
            file: {
              source: string;
              ocr: string | null;
            };
            contentType: string;
            size: number;
            /** @description When the upload and its records are removed: seconds since 1970-01-01T00:00:00Z. */
            expiresAt: number;
            error: {
              code: string;
              message: string;
            } | null;
            doctypeHash: string | null;
            recordCount: number;
            unreadPages?: number[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  parseUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            type: 'upload';
            author: string;
            /** @description When the file was uploaded: milliseconds since 1970-01-01T00:00:00Z. */
            created: number;
            /** @description When the upload last changed state: milliseconds since 1970-01-01T00:00:00Z. */
            updated: number;
            target: string;
            /** @enum {string} */
            state: 'uploading' | 'uploaded' | 'scanning' | 'parsing' | 'done';
            filename: string;
            file: {
              source: string;
              ocr: string | null;
            };
            contentType: string;
            size: number;
            /** @description When the upload and its records are removed: seconds since 1970-01-01T00:00:00Z. */
            expiresAt: number;
            error: {
              code: string;
              message: string;
            } | null;
            doctypeHash: string | null;
            recordCount: number;
            unreadPages?: number[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  suggestFields: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            mode: 'single' | 'multi' | 'one:single' | 'one:multi';
            fields: {
              caption: string;
              description: string;
              /** @enum {string} */
              type: 'string' | 'number' | 'date' | 'boolean';
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  parseInline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          uploadId: string;
          doctype: {
            /** @enum {string} */
            mode: 'single' | 'multi' | 'one:single' | 'one:multi';
            /** @default  */
            prompt?: string;
            fields: {
              key?: string;
              caption: string;
              /** @default  */
              description?: string;
              /**
               * @default string
               * @enum {string}
               */
              type?: 'string' | 'number' | 'date' | 'boolean';
              required?: boolean;
              rules?: {
                pattern?: string;
                min?: number | string;
                max?: number | string;
                oneOf?: string[];
              };
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rows: {
              [key: string]: string | number | boolean | null;
            }[];
            fields: {
              key: string;
              caption: string;
              /** @default  */
              description: string;
              /**
               * @default string
               * @enum {string}
               */
              type: 'string' | 'number' | 'date' | 'boolean';
              required?: boolean;
              rules?: {
                pattern?: string;
                min?: number | string;
                max?: number | string;
                oneOf?: string[];
              };
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  calibrateDoctype: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          uploadId: string;
          /** @enum {string} */
          language?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            fields: {
              key: string;
              caption: string;
              /** @default  */
              description: string;
              /**
               * @default string
               * @enum {string}
               */
              type: 'string' | 'number' | 'date' | 'boolean';
              required?: boolean;
              rules?: {
                pattern?: string;
                min?: number | string;
                max?: number | string;
                oneOf?: string[];
              };
            }[];
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  reparseDoctype: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          upload?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            queued: number;
          };
        };
      };
      400: components['responses']['InvalidArgument'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['PermissionDenied'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
}
