// Generated from the OpenAPI document by `npm run openapi:types` (apps/server/src/test/openapi-types.ts).
// Do not edit: openapi.test.ts fails when this file is not what the document makes.
export interface paths {
    "/api/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Sign in with e-mail and password.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with a two-step code
         * @description Finish signing in with a two-step code.
         */
        post: operations["signInWithTwoStepCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/login/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the two-step enrolment a sign-in requires
         * @description Start the two-step enrolment a sign-in requires.
         */
        post: operations["startRequiredTwoStepEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/login/enrol/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the two-step enrolment a sign-in requires
         * @description Confirm the two-step enrolment a sign-in requires.
         */
        post: operations["confirmRequiredTwoStepEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens
         * @description Exchange a refresh token for new tokens.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Mail a password reset link.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/password/reset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a password reset link
         * @description Check a password reset link.
         */
        get: operations["checkPasswordResetLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Set a new password with a reset link.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download an export
         * @description Download an export.
         */
        post: operations["downloadExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in admin
         * @description The signed-in admin.
         */
        get: operations["getCurrentAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of this session
         * @description Sign out of this session.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/api-docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let this browser read the API documentation
         * @description Opens /api/docs to this browser for the caller's session: a cookie for that path only.
         */
        post: operations["openApiDocs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your signed-in sessions
         * @description The caller's active sessions; `current` is the one of this call.
         */
        get: operations["listOwnSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of your sessions
         * @description Ends one of the caller's own sessions; any other id answers 404. Ending a session revokes it: its refresh token is refused at once, and so is its access token (which would otherwise live 15 minutes), since every admin call checks its session.
         */
        delete: operations["endOwnSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End your other sessions
         * @description Ends every session of the caller but this one; answers how many. Ending a session revokes it: its refresh token is refused at once, and so is its access token (which would otherwise live 15 minutes), since every admin call checks its session.
         */
        post: operations["endOtherOwnSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your recent sign-ins
         * @description The caller's newest sign-in attempts (successes and refusals), newest first.
         */
        get: operations["listOwnSignIns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/two-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your two-step sign-in status
         * @description Your two-step sign-in status.
         */
        get: operations["getTwoStepStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/two-step/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start enrolling in two-step sign-in
         * @description Start enrolling in two-step sign-in.
         */
        post: operations["startTwoStepEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/two-step/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm two-step enrolment with a code
         * @description Confirm two-step enrolment with a code.
         */
        post: operations["confirmTwoStepEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/two-step/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step sign-in off
         * @description Turn two-step sign-in off.
         */
        post: operations["disableTwoStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/two-step/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make new recovery codes
         * @description Make new recovery codes.
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/two-step/requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Require two-step sign-in of every admin
         * @description Require two-step sign-in of every admin.
         */
        put: operations["setTwoStepRequirement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The work queues with their counts
         * @description The work queues with their counts.
         */
        get: operations["listWorkQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One work queue with its count
         * @description One work queue with its count.
         */
        get: operations["getWorkQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Store totals and the last 30 days
         * @description Summary figures and orders by status. start_date and end_date (YYYY-MM-DD, both optional and inclusive) are calendar days in the store's time zone (STORE_TIMEZONE, echoed as time_zone); without them the figures cover all time. Revenue counts orders with status paid, processing, shipped or completed. Without a range, new_users counts this month.
         */
        get: operations["getAnalyticsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The days analytics can be asked about
         * @description The store's time zone and today's date there (the Analytics screen's default range ends today).
         */
        get: operations["getAnalyticsCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue and orders per day
         * @description Revenue and orders per day (ranges up to 92 days), week (up to 731) or month. start_date and end_date (YYYY-MM-DD, both optional and inclusive) are calendar days in the store's time zone (STORE_TIMEZONE, echoed as time_zone); without them the figures cover all time. Revenue counts orders with status paid, processing, shipped or completed.
         */
        get: operations["getRevenueSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales by product
         * @description Products sold, highest revenue first (top_by_revenue). revenue is integer CENTS and quantity_sold units, both as numeric strings. limit: default and maximum 10000. start_date and end_date (YYYY-MM-DD, both optional and inclusive) are calendar days in the store's time zone (STORE_TIMEZONE, echoed as time_zone); without them the figures cover all time. Revenue counts orders with status paid, processing, shipped or completed.
         */
        get: operations["getProductAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New customers per day
         * @description Accounts created per day, week or month, and distinct buyers. start_date and end_date (YYYY-MM-DD, both optional and inclusive) are calendar days in the store's time zone (STORE_TIMEZONE, echoed as time_zone); without them the figures cover all time. Revenue counts orders with status paid, processing, shipped or completed.
         */
        get: operations["getUserAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/promos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Use of promo codes
         * @description Promo code usage on revenue orders, most used first. start_date and end_date (YYYY-MM-DD, both optional and inclusive) are calendar days in the store's time zone (STORE_TIMEZONE, echoed as time_zone); without them the figures cover all time. Revenue counts orders with status paid, processing, shipped or completed.
         */
        get: operations["getPromoAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/geographic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales by country
         * @description Revenue orders by shipping country, most orders first. start_date and end_date (YYYY-MM-DD, both optional and inclusive) are calendar days in the store's time zone (STORE_TIMEZONE, echoed as time_zone); without them the figures cover all time. Revenue counts orders with status paid, processing, shipped or completed.
         */
        get: operations["getGeographicAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log
         * @description Audit log entries, newest first, 20 per page. search matches part of the admin name; action and resource_type filter exactly. changes maps each changed field to {before, after}.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One audit log entry with its changes
         * @description One audit log entry with its changes.
         */
        get: operations["getAuditEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description List users.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Create a user.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description Get a user.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Delete a user.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Update a user.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/admin/users/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many users at once
         * @description Deletes up to 1,000 users, under the rules of a single delete.
         */
        post: operations["bulkUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/onboarding-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a customer a new onboarding link
         * @description Gives a customer a new onboarding link; the account is pending until the link is used.
         */
        post: operations["sendOnboardingLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's products
         * @description List a customer's products.
         */
        get: operations["listUserProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's orders
         * @description List a customer's orders.
         */
        get: operations["listUserOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's totals
         * @description A customer at a glance: the lifetime value per currency (orders in a revenue status, net of refunds), the first and last order, the newest refunds and mails.
         */
        get: operations["getUserSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders and pending payment sessions
         * @description List orders and pending payment sessions.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the order statuses in use
         * @description List the order statuses in use.
         */
        get: operations["listOrderStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description Get an order.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an order's status
         * @description Change an order's status.
         */
        patch: operations["updateOrderStatus"];
        trace?: never;
    };
    "/api/admin/orders/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order's items
         * @description List an order's items.
         */
        get: operations["listOrderItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of many orders
         * @description Sets the status of up to 1,000 orders.
         */
        post: operations["bulkOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's timeline
         * @description An order's timeline.
         */
        get: operations["getOrderTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to an order
         * @description Adds a note to the order's timeline. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["addOrderNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an order's note
         * @description Delete an order's note.
         */
        delete: operations["deleteOrderNote"];
        options?: never;
        head?: never;
        /**
         * Edit an order's note
         * @description Edit an order's note.
         */
        patch: operations["updateOrderNote"];
        trace?: never;
    };
    "/api/admin/orders/payment-sessions/{id}/simulate-success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a pending payment session as if paid
         * @description Complete a pending payment session as if paid.
         */
        post: operations["simulatePaymentSuccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an order
         * @description Records a refund of the order: an amount in its currency, never more than what remains refundable (of its shipping, with shipping_only), a reason, and optionally a status to set with it. Refunded in full, the access the order granted is revoked; a partial refund revokes the products of revoke_access. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the access grants an order made
         * @description The access grants the order made, active or not (the refund dialog says which a refund revokes).
         */
        get: operations["listOrderGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List access grants
         * @description List access grants.
         */
        get: operations["listAccess"];
        put?: never;
        /**
         * Grant a customer access to a product
         * @description Grants a customer access to a product. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["createAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/access/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Access grants grouped by customer
         * @description The User Access screen: users with grants, newest grant first, each with all its grants.
         */
        get: operations["listAccessGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/access/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an access grant
         * @description Get an access grant.
         */
        get: operations["getAccess"];
        put?: never;
        post?: never;
        /**
         * Delete an access grant
         * @description Delete an access grant.
         */
        delete: operations["deleteAccess"];
        options?: never;
        head?: never;
        /**
         * Update an access grant
         * @description Update an access grant.
         */
        patch: operations["updateAccess"];
        trace?: never;
    };
    "/api/admin/access/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many access grants at once
         * @description Revokes (deletes) or re-activates up to 1,000 access grants.
         */
        post: operations["bulkAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shipments
         * @description List shipments.
         */
        get: operations["listShipments"];
        put?: never;
        /**
         * Create a shipment
         * @description Create a shipment.
         */
        post: operations["createShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipments/orderable-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders a shipment can be made for
         * @description List orders a shipment can be made for.
         */
        get: operations["listShippableOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shipment
         * @description Get a shipment.
         */
        get: operations["getShipment"];
        put?: never;
        post?: never;
        /**
         * Delete a shipment
         * @description Delete a shipment.
         */
        delete: operations["deleteShipment"];
        options?: never;
        head?: never;
        /**
         * Update a shipment
         * @description Update a shipment.
         */
        patch: operations["updateShipment"];
        trace?: never;
    };
    "/api/admin/shipments/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many shipments at once
         * @description Sets the status of up to 1,000 shipments.
         */
        post: operations["bulkShipments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description List products.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description Create a product.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product
         * @description Get a product.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /**
         * Delete a product
         * @description Delete a product.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Update a product
         * @description Update a product.
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/admin/products/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many products at once
         * @description Deletes up to 1,000 products; a product in use is refused.
         */
        post: operations["bulkProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List software releases
         * @description List software releases.
         */
        get: operations["listReleases"];
        put?: never;
        /**
         * Publish a software release
         * @description Publish a software release.
         */
        post: operations["createRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the products releases can be made for
         * @description List the products releases can be made for.
         */
        get: operations["listReleaseProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a software release
         * @description Get a software release.
         */
        get: operations["getRelease"];
        put?: never;
        post?: never;
        /**
         * Delete a software release
         * @description Delete a software release.
         */
        delete: operations["deleteRelease"];
        options?: never;
        head?: never;
        /**
         * Update a software release
         * @description Update a software release.
         */
        patch: operations["updateRelease"];
        trace?: never;
    };
    "/api/admin/releases/{id}/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A release's customers and their mails
         * @description How many customers would be notified of the release, and how far its mails are.
         */
        get: operations["getReleaseNotification"];
        put?: never;
        /**
         * Mail the customers who own the product
         * @description Announces the latest release of a product to every customer with active, unexpired access, once per release and customer; answers how many were newly enqueued (0 when nothing changed).
         */
        post: operations["notifyReleaseCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List promo codes
         * @description List promo codes.
         */
        get: operations["listPromos"];
        put?: never;
        /**
         * Create a promo code
         * @description Creates a promo code. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["createPromo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/promos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a promo code
         * @description Get a promo code.
         */
        get: operations["getPromo"];
        put?: never;
        post?: never;
        /**
         * Delete a promo code
         * @description Delete a promo code.
         */
        delete: operations["deletePromo"];
        options?: never;
        head?: never;
        /**
         * Update a promo code
         * @description Update a promo code.
         */
        patch: operations["updatePromo"];
        trace?: never;
    };
    "/api/admin/promos/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many promo codes at once
         * @description Enables, disables or deletes up to 1,000 promo codes.
         */
        post: operations["bulkPromos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List countries
         * @description List countries.
         */
        get: operations["listCountries"];
        put?: never;
        /**
         * Add a country
         * @description Add a country.
         */
        post: operations["createCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/countries/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a country
         * @description Get a country.
         */
        get: operations["getCountry"];
        put?: never;
        post?: never;
        /**
         * Delete a country
         * @description Delete a country.
         */
        delete: operations["deleteCountry"];
        options?: never;
        head?: never;
        /**
         * Update a country
         * @description Update a country.
         */
        patch: operations["updateCountry"];
        trace?: never;
    };
    "/api/admin/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List e-mail templates
         * @description List e-mail templates.
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Create an e-mail template
         * @description Create an e-mail template.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an e-mail template
         * @description Get an e-mail template.
         */
        get: operations["getTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete an e-mail template
         * @description Delete an e-mail template.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /**
         * Update an e-mail template
         * @description Update an e-mail template.
         */
        patch: operations["updateTemplate"];
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the mails sent and to send
         * @description List the mails sent and to send.
         */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a failed mail again
         * @description Try a failed mail again.
         */
        post: operations["retryMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a mail again
         * @description Send a mail again.
         */
        post: operations["resendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/monitoring/blacklisted-ips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blacklisted addresses
         * @description List blacklisted addresses.
         */
        get: operations["listBlacklistedIps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/monitoring/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blacklist an address
         * @description Blacklist an address.
         */
        post: operations["blacklistIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/monitoring/blacklist/{ip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take an address off the blacklist
         * @description Take an address off the blacklist.
         */
        delete: operations["unblacklistIp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/monitoring/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Security figures
         * @description Security figures.
         */
        get: operations["getSecurityStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/monitoring/redis-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redis's state
         * @description Redis's state.
         */
        get: operations["getRedisHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rate-limiters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rate limiters
         * @description List rate limiters.
         */
        get: operations["listRateLimiters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rate-limiters/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the rate limiters to their defaults
         * @description Reset the rate limiters to their defaults.
         */
        post: operations["resetRateLimiters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rate-limiters/clear-cache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear the rate limiters' counters
         * @description Clear the rate limiters' counters.
         */
        post: operations["clearRateLimitCounters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rate-limiters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a rate limiter
         * @description Get a rate limiter.
         */
        get: operations["getRateLimiter"];
        /**
         * Update a rate limiter
         * @description Update a rate limiter.
         */
        put: operations["updateRateLimiter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The background jobs: counts, schedules, failures
         * @description The background jobs: counts, schedules, failures.
         */
        get: operations["getJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a failed job again
         * @description Run a failed job again.
         */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description List webhook endpoints.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Adds an endpoint; the answer holds its signing secret, shown once. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Get a webhook endpoint.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Delete a webhook endpoint.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change, enable or disable a webhook endpoint
         * @description Change, enable or disable a webhook endpoint.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/admin/webhooks/{id}/secret/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll a webhook endpoint's signing secret
         * @description Makes a new signing secret, answered once; the previous one also signs deliveries for 24 hours.
         */
        post: operations["rollWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a webhook endpoint
         * @description Sends a `webhook.test` event to this endpoint, retried like any other (13 attempts).
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook endpoint's deliveries
         * @description List a webhook endpoint's deliveries.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook delivery again
         * @description Sends the delivery's event again, once, with the same `webhook-id` and body.
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an admin's sessions
         * @description An account's active sessions.
         */
        get: operations["listAdminSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of an admin
         * @description Ends every session of another account; answers how many (the caller's own account: 409). Ending a session revokes it: its refresh token is refused at once, and so is its access token (which would otherwise live 15 minutes), since every admin call checks its session.
         */
        post: operations["endAdminSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an admin's recent sign-ins
         * @description An account's newest sign-in attempts (successes and refusals), newest first.
         */
        get: operations["listAdminSignIns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search every record
         * @description Finds up to 5 records per group as the admin types: orders whose number starts or ends with q or whose customer's e-mail starts with it; users whose name or e-mail starts with it; products whose name contains it (all ignoring case). A group is present only when the role can view its area (orders, users, the catalogue).
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/list-settings/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your columns of a list
         * @description Your columns of a list.
         */
        get: operations["getListSettings"];
        /**
         * Choose the columns a list shows you
         * @description Choose the columns a list shows you.
         */
        put: operations["updateListSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your saved views and the shared ones
         * @description Your saved views and the shared ones.
         */
        get: operations["listSavedViews"];
        put?: never;
        /**
         * Save a view of a list
         * @description Save a view of a list.
         */
        post: operations["createSavedView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved view
         * @description Delete a saved view.
         */
        delete: operations["deleteSavedView"];
        options?: never;
        head?: never;
        /**
         * Rename, change, share or make default a saved view
         * @description Rename, change, share or make default a saved view.
         */
        patch: operations["updateSavedView"];
        trace?: never;
    };
    "/api/admin/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a list as CSV
         * @description Export a list as CSV.
         */
        post: operations["startExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description List API keys.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a storefront API key; the answer holds its secret, shown once. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Revoke an API key
         * @description Revoke an API key.
         */
        put: operations["revokeApiKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an API key
         * @description Delete an API key.
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        /**
         * Change an API key's name, scopes, expiry or rate limit
         * @description Change an API key's name, scopes, expiry or rate limit.
         */
        patch: operations["updateApiKey"];
        trace?: never;
    };
    "/api/v1/admin/api-keys/{id}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give an API key a new secret, the old one kept for a grace period
         * @description Gives the key a new secret, answered once; the old secret keeps working for `grace_hours` (0 to 168), then answers 401. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["rollApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke many API keys at once
         * @description Revokes up to 1,000 API keys.
         */
        post: operations["bulkApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the products for sale
         * @description List the products for sale.
         */
        get: operations["listStorefrontProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the countries shipped to
         * @description List the countries shipped to.
         */
        get: operations["listStorefrontCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/promos/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a promo code
         * @description Check a promo code.
         */
        post: operations["validatePromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a payment session for a cart
         * @description Opens a payment session for a cart. Honours an `Idempotency-Key` header (1–255 visible ASCII characters): the same key and request answer the first answer again for 24 hours, with `Idempotent-Replayed: true`, without doing the work twice; the same key with another request answers 422.
         */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive Stripe's events
         * @description Receive Stripe's events.
         */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/coinbase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive Coinbase Commerce's events
         * @description Receive Coinbase Commerce's events.
         */
        post: operations["receiveCoinbaseEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/onboarding/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An onboarding link: who it is for
         * @description An onboarding link: who it is for.
         */
        get: operations["getOnboarding"];
        put?: never;
        /**
         * Set up a customer's account
         * @description Set up a customer's account.
         */
        post: operations["completeOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was made
         * @description An order was made: the store POSTs this to every enabled endpoint subscribed to `order.created`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["orderCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was paid
         * @description An order was paid: the store POSTs this to every enabled endpoint subscribed to `order.paid`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["orderPaidWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order's status changed
         * @description An order's status changed: the store POSTs this to every enabled endpoint subscribed to `order.status_changed`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["orderStatusChangedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was refunded, in full or in part
         * @description An order was refunded, in full or in part: the store POSTs this to every enabled endpoint subscribed to `order.refunded`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["orderRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A shipment was created
         * @description A shipment was created: the store POSTs this to every enabled endpoint subscribed to `shipment.created`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["shipmentCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A shipment changed (status, carrier, tracking)
         * @description A shipment changed (status, carrier, tracking): the store POSTs this to every enabled endpoint subscribed to `shipment.updated`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["shipmentUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "access.granted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer was given access to a product
         * @description A customer was given access to a product: the store POSTs this to every enabled endpoint subscribed to `access.granted`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["accessGrantedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "access.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's access was revoked
         * @description A customer's access was revoked: the store POSTs this to every enabled endpoint subscribed to `access.revoked`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["accessRevokedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "release.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A software release was published
         * @description A software release was published: the store POSTs this to every enabled endpoint subscribed to `release.published`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["releasePublishedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer account was made
         * @description A customer account was made: the store POSTs this to every enabled endpoint subscribed to `customer.created`, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["customerCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event an Owner sent from the endpoint's page
         * @description A test event an Owner sent from the endpoint's page: the store POSTs this to the endpoint whose "Send test event" was pressed, signed to the Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.
         */
        post: operations["webhookTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ErrorBody: {
            message: string;
            error: string;
            /** @enum {string} */
            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
            fields?: {
                [key: string]: string;
            };
            request_id?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                    "application/json": {
                        token: string;
                        refresh_token: string;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            is_admin: boolean;
                            role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        };
                    } | {
                        /** @enum {boolean} */
                        mfa_required: true;
                        challenge: string;
                        /** Format: date-time */
                        expires_at: string;
                    } | {
                        /** @enum {boolean} */
                        enrolment_required: true;
                        challenge: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signInWithTwoStepCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code: string;
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
                    "application/json": {
                        token: string;
                        refresh_token: string;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            is_admin: boolean;
                            role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startRequiredTwoStepEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
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
                    "application/json": {
                        otpauth_uri: string;
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmRequiredTwoStepEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code: string;
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
                    "application/json": {
                        token: string;
                        refresh_token: string;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            is_admin: boolean;
                            role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        };
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
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
                    "application/json": {
                        token: string;
                        refresh_token: string;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            is_admin: boolean;
                            role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
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
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    checkPasswordResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link has expired or was already used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
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
                "application/json": {
                    token: string;
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
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link has expired or was already used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link has expired or was already used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCurrentAdmin: {
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
                    "application/json": {
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            is_admin: boolean;
                            role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        };
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    openApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOwnSessions: {
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
                    "application/json": {
                        sessions: {
                            id: string;
                            /** @description The browser and system, as "Chrome 131 on macOS" */
                            browser: string;
                            /** @description The address the session was signed in from */
                            ip: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            signed_in_at: string;
                            /** @description ISO 8601 instant of the sign-in or the latest refresh: within 15 minutes of the last use */
                            last_used_at: string;
                            /** @description True for the session of the caller's own access token */
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    endOwnSession: {
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
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    endOtherOwnSessions: {
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
                    "application/json": {
                        ended: number;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOwnSignIns: {
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
                    "application/json": {
                        sign_ins: {
                            id: number;
                            /** @enum {string} */
                            outcome: "success" | "wrong_password" | "wrong_code" | "not_admin";
                            browser: string;
                            ip: string | null;
                            /** @description ISO 8601 instant */
                            at: string;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTwoStepStatus: {
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
                    "application/json": {
                        enabled: boolean;
                        enabled_at: string | null;
                        recovery_codes_left: number;
                        required: boolean;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startTwoStepEnrolment: {
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
                    "application/json": {
                        otpauth_uri: string;
                        secret: string;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmTwoStepEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
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
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    disableTwoStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code: string;
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
                    "application/json": {
                        enabled: boolean;
                        enabled_at: string | null;
                        recovery_codes_left: number;
                        required: boolean;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
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
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setTwoStepRequirement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required: boolean;
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
                    "application/json": {
                        enabled: boolean;
                        enabled_at: string | null;
                        recovery_codes_left: number;
                        required: boolean;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            enabled: boolean;
                            enabled_at: string | null;
                            recovery_codes_left: number;
                            required: boolean;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWorkQueues: {
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
                    "application/json": {
                        /** @enum {string} */
                        key: "to_ship" | "stale_checkouts" | "failed_mails" | "access_expiring" | "refunded_this_week";
                        name: string;
                        /** @enum {string} */
                        list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                        /** @description The list's query string that shows the queue's records */
                        query: string;
                        count: number;
                    }[];
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWorkQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
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
                    "application/json": {
                        /** @enum {string} */
                        key: "to_ship" | "stale_checkouts" | "failed_mails" | "access_expiring" | "refunded_this_week";
                        name: string;
                        /** @enum {string} */
                        list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                        /** @description The list's query string that shows the queue's records */
                        query: string;
                        count: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAnalyticsOverview: {
        parameters: {
            query?: {
                /** @description First day of the range (YYYY-MM-DD, store time zone), inclusive */
                start_date?: string;
                /** @description Last day of the range (YYYY-MM-DD, store time zone), inclusive */
                end_date?: string;
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
                    "application/json": {
                        overview: {
                            total_users: number;
                            new_users: number;
                            total_orders: number;
                            orders_in_range: number;
                            /** @description Orders paid, processing, shipped or completed, in every currency */
                            paid_orders_count: number;
                            /** @description Cancelled orders, in every currency */
                            cancelled_orders_count: number;
                            cancelled_revenue_cents: number;
                            /** @description Net of refunds (decision 0022) */
                            total_revenue_cents: number;
                            /** @description Refunded of the revenue orders */
                            refunded_cents: number;
                            avg_order_value_cents: number;
                            active_product_access: number;
                            active_promo_codes: number;
                        };
                        orders_by_status: {
                            status: string;
                            count: number;
                        }[];
                        time_zone: string;
                        /** @description The store's own currency (STORE_CURRENCY): the overview's money is in it */
                        currency: string;
                        /** @description Every currency with orders in the range, the store currency first (always present), then by revenue */
                        by_currency: {
                            /** @description ISO 4217 currency code */
                            currency: string;
                            /** @description Orders paid, processing, shipped or completed, net of what was refunded of them */
                            total_revenue_cents: number;
                            /** @description Refunded of those orders: revenue before refunds less this is revenue */
                            refunded_cents: number;
                            paid_orders_count: number;
                            /** @description Revenue (net) / paid orders, rounded; 0 without paid orders */
                            avg_order_value_cents: number;
                            cancelled_orders_count: number;
                            cancelled_revenue_cents: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAnalyticsCalendar: {
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
                    "application/json": {
                        /** @description IANA time zone every analytics day is counted in (STORE_TIMEZONE) */
                        time_zone: string;
                        /** @description The store's current date in that time zone */
                        today: string;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRevenueSeries: {
        parameters: {
            query?: {
                /** @description First day of the range (YYYY-MM-DD, store time zone), inclusive */
                start_date?: string;
                /** @description Last day of the range (YYYY-MM-DD, store time zone), inclusive */
                end_date?: string;
                /** @description The currency of the series' revenue and paid orders (default: the store currency) */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revenue and orders per day, week or month; gaps are filled with zeros. Revenue and paid orders are the store currency's; `orders` counts every order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /** @description The range asked for; null when open (all time) */
                        start_date: string | null;
                        end_date: string | null;
                        /** @enum {string} */
                        interval: "day" | "week" | "month";
                        series: {
                            /** @description First day of the bucket, clamped to the range start (YYYY-MM-DD in the store time zone) */
                            period: string;
                            /** @description Total of paid, processing, shipped and completed orders, net of their refunds */
                            revenue_cents: number;
                            /** @description Orders placed, any status */
                            orders: number;
                            /** @description Orders counted in revenue */
                            paid_orders: number;
                        }[];
                        total_revenue_cents: number;
                        orders: number;
                        paid_orders: number;
                        /** @description The currency of every money figure above and of `paid_orders`: the one asked for, else the store currency */
                        currency: string;
                        /** @description Revenue over the range per currency, the store currency first */
                        by_currency: {
                            /** @description ISO 4217 currency code */
                            currency: string;
                            total_revenue_cents: number;
                            paid_orders: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProductAnalytics: {
        parameters: {
            query?: {
                /** @description First day of the range (YYYY-MM-DD, store time zone), inclusive */
                start_date?: string;
                /** @description Last day of the range (YYYY-MM-DD, store time zone), inclusive */
                end_date?: string;
                limit?: number;
                /** @description The currency whose products are ranked first (default: the store currency): the dashboard's top products */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Items of orders with status paid, processing, shipped or completed created in the range. Total order revenue = Products revenue + Shipping + Taxes - Discounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /** @description The range asked for; null when open (all time) */
                        start_date: string | null;
                        end_date: string | null;
                        /** @description Products sold in the range per currency: the store currency first, each currency highest revenue first */
                        top_by_revenue: {
                            /** @description Null for items of a product that was since deleted */
                            product_id: number | null;
                            /** @description The product's current name, else the name recorded on the order */
                            product: {
                                name: string;
                            } | null;
                            /** @description Integer CENTS as a numeric string: sum of quantity × price_at_purchase over the items of revenue orders */
                            revenue: string;
                            /** @description Units sold, as a numeric string */
                            quantity_sold: string;
                            /** @description The currency of `revenue`: a product sold in two currencies has a row in each */
                            currency: string;
                        }[];
                        /** @description Rows (product and currency) sold in the range, before `limit` */
                        total_products: number;
                        /** @description Sum of all products revenue in the store currency: order revenue before shipping, taxes and discounts */
                        products_revenue_cents: number;
                        /** @description The currency of `products_revenue_cents` */
                        currency: string;
                        /** @description Products revenue per currency, the store currency first */
                        by_currency: {
                            /** @description ISO 4217 currency code */
                            currency: string;
                            products_revenue_cents: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUserAnalytics: {
        parameters: {
            query?: {
                /** @description First day of the range (YYYY-MM-DD, store time zone), inclusive */
                start_date?: string;
                /** @description Last day of the range (YYYY-MM-DD, store time zone), inclusive */
                end_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accounts created per day, week or month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /** @description The range asked for; null when open (all time) */
                        start_date: string | null;
                        end_date: string | null;
                        /** @enum {string} */
                        interval: "day" | "week" | "month";
                        series: {
                            /** @description First day of the bucket, clamped to the range start (YYYY-MM-DD in the store time zone) */
                            period: string;
                            new_users: number;
                        }[];
                        total_users: number;
                        new_users: number;
                        /** @description Distinct customers with a revenue order in the range */
                        buyers: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPromoAnalytics: {
        parameters: {
            query?: {
                /** @description First day of the range (YYYY-MM-DD, store time zone), inclusive */
                start_date?: string;
                /** @description Last day of the range (YYYY-MM-DD, store time zone), inclusive */
                end_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Promo codes used on revenue orders in the range, most used first (terms as recorded on the order) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /** @description The range asked for; null when open (all time) */
                        start_date: string | null;
                        end_date: string | null;
                        promos: {
                            code: string;
                            discount_type: ("percentage" | "fixed") | null;
                            /** @description Percent, or cents for fixed discounts */
                            discount_value: number | null;
                            /** @description A code used in two currencies has a row in each */
                            currency: string;
                            orders: number;
                            /** @description Discount given on those orders */
                            discount_cents: number;
                            revenue_cents: number;
                        }[];
                        orders_with_promo: number;
                        orders_without_promo: number;
                        /** @description In the store currency */
                        total_discount_cents: number;
                        /** @description ISO 4217 currency code */
                        currency: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGeographicAnalytics: {
        parameters: {
            query?: {
                /** @description First day of the range (YYYY-MM-DD, store time zone), inclusive */
                start_date?: string;
                /** @description Last day of the range (YYYY-MM-DD, store time zone), inclusive */
                end_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revenue orders by shipping country, most orders first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_zone: string;
                        /** @description The range asked for; null when open (all time) */
                        start_date: string | null;
                        end_date: string | null;
                        countries: {
                            country_code: string;
                            /** @description Null when the country was since removed */
                            country_name: string | null;
                            /** @description A country with orders in two currencies has a row in each */
                            currency: string;
                            orders: number;
                            revenue_cents: number;
                        }[];
                        /** @description Revenue orders with nothing shipped (digital only) */
                        orders_without_country: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Part of the admin's name, any letter case */
                search?: string;
                action?: "create" | "update" | "delete" | "export";
                resource_type?: "users" | "products" | "orders" | "code_promos" | "user_product_access" | "shipments" | "countries" | "software_releases" | "email_templates" | "api_keys" | "ip_blacklist" | "rate_limiter_settings" | "audit_logs" | "order_notes" | "order_refunds" | "security_settings" | "mail_outbox" | "jobs" | "webhook_endpoints" | "webhook_deliveries" | "saved_views";
                sort?: string;
                /** @description The acting admin's user id */
                admin?: number;
                /** @description Entries made on this day (store time zone) or after */
                created_from?: string;
                /** @description Entries made on this day (store time zone) or before */
                created_to?: string;
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
                    "application/json": {
                        audit_logs: {
                            id: number;
                            /** @description Null once the admin account is deleted */
                            admin_user_id: number | null;
                            adminUser: {
                                name: string;
                                email: string;
                            };
                            /** @enum {string} */
                            action: "create" | "update" | "delete" | "export";
                            /** @enum {string} */
                            resource_type: "users" | "products" | "orders" | "code_promos" | "user_product_access" | "shipments" | "countries" | "software_releases" | "email_templates" | "api_keys" | "ip_blacklist" | "rate_limiter_settings" | "audit_logs" | "order_notes" | "order_refunds" | "security_settings" | "mail_outbox" | "jobs" | "webhook_endpoints" | "webhook_deliveries" | "saved_views";
                            resource_id: string | null;
                            changes: {
                                [key: string]: {
                                    before?: unknown;
                                    after?: unknown;
                                };
                            } | null;
                            ip_address: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            /** @description What the record is called now (an order's number, a user's name, a product's name, a promo code…), else as the entry recorded it; null when it has no name */
                            resource_label: string | null;
                            /** @description The order the entry is about: an order, or one of its notes, refunds or shipments */
                            order: {
                                id: number;
                                order_number: string;
                            } | null;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAuditEntry: {
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
                    "application/json": {
                        id: number;
                        /** @description Null once the admin account is deleted */
                        admin_user_id: number | null;
                        adminUser: {
                            name: string;
                            email: string;
                        };
                        /** @enum {string} */
                        action: "create" | "update" | "delete" | "export";
                        /** @enum {string} */
                        resource_type: "users" | "products" | "orders" | "code_promos" | "user_product_access" | "shipments" | "countries" | "software_releases" | "email_templates" | "api_keys" | "ip_blacklist" | "rate_limiter_settings" | "audit_logs" | "order_notes" | "order_refunds" | "security_settings" | "mail_outbox" | "jobs" | "webhook_endpoints" | "webhook_deliveries" | "saved_views";
                        resource_id: string | null;
                        changes: {
                            [key: string]: {
                                before?: unknown;
                                after?: unknown;
                            };
                        } | null;
                        ip_address: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant
                         */
                        created_at: string;
                        /** @description What the record is called now (an order's number, a user's name, a product's name, a promo code…), else as the entry recorded it; null when it has no name */
                        resource_label: string | null;
                        /** @description The order the entry is about: an order, or one of its notes, refunds or shipments */
                        order: {
                            id: number;
                            order_number: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: string;
                /** @description Users created on this day (store time zone) or after */
                created_from?: string;
                /** @description Users created on this day (store time zone) or before */
                created_to?: string;
                /** @description 'customer', 'admin' (any role), or one admin role */
                role?: "customer" | "admin" | "owner" | "administrator" | "support" | "catalogue" | "analyst";
                /** @description 'active' (onboarded) or 'pending' (not yet) */
                status?: "active" | "pending";
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
                    "application/json": {
                        users: {
                            id: number;
                            email: string;
                            name: string;
                            is_admin: boolean;
                            admin_role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                            onboarding_completed: boolean;
                            has_onboarding_link: boolean;
                            onboarding_link: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    name: string;
                    /** @default false */
                    is_admin?: boolean;
                    /** @enum {string} */
                    admin_role?: "owner" | "administrator" | "support" | "catalogue" | "analyst";
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
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        is_admin: boolean;
                        admin_role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        onboarding_completed: boolean;
                        has_onboarding_link: boolean;
                        onboarding_link: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUser: {
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
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        is_admin: boolean;
                        admin_role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        onboarding_completed: boolean;
                        has_onboarding_link: boolean;
                        onboarding_link: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    password?: string;
                    name?: string;
                    is_admin?: boolean;
                    /** @enum {string} */
                    admin_role?: "owner" | "administrator" | "support" | "catalogue" | "analyst";
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
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        is_admin: boolean;
                        admin_role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        onboarding_completed: boolean;
                        has_onboarding_link: boolean;
                        onboarding_link: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            email: string;
                            name: string;
                            is_admin: boolean;
                            admin_role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                            onboarding_completed: boolean;
                            has_onboarding_link: boolean;
                            onboarding_link: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete";
                    records: {
                        id: number;
                        /** @description the revision the admin saw; a different one fails with STALE */
                        revision?: number;
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
                    "application/json": {
                        succeeded: number[];
                        unchanged: number[];
                        failed: {
                            id: number;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendOnboardingLink: {
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
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        is_admin: boolean;
                        admin_role: ("owner" | "administrator" | "support" | "catalogue" | "analyst") | null;
                        onboarding_completed: boolean;
                        has_onboarding_link: boolean;
                        onboarding_link: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listUserProducts: {
        parameters: {
            query?: {
                page?: number;
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
                    "application/json": {
                        products: {
                            access_id: number;
                            product_id: number;
                            name: string;
                            access_duration_type: string;
                            is_active: boolean;
                            expires_at: string | null;
                            /** Format: date-time */
                            granted_at: string;
                            order_id: number | null;
                            order_number: string | null;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listUserOrders: {
        parameters: {
            query?: {
                page?: number;
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
                    "application/json": {
                        orders: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            payment_provider: string | null;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUserSummary: {
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
                    "application/json": {
                        lifetime: {
                            currency: string;
                            paid_cents: number;
                            refunded_cents: number;
                            net_cents: number;
                            orders: number;
                        }[];
                        first_order_at: string | null;
                        last_order_at: string | null;
                        refunds: {
                            id: number;
                            order_id: number;
                            order_number: string;
                            amount: number;
                            currency: string;
                            reason: string;
                            /** @enum {string} */
                            source: "admin" | "stripe" | "coinbase";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        mails: {
                            id: number;
                            subject: string;
                            template_key: string | null;
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "kept" | "skipped";
                            /** Format: date-time */
                            created_at: string;
                            sent_at: string | null;
                            order: {
                                id: number;
                                order_number: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: string;
                search?: string;
                sort?: string;
                /** @description Orders made on this day (store time zone) or after */
                created_from?: string;
                /** @description Orders made on this day (store time zone) or before */
                created_to?: string;
                /** @description The payment provider ('stripe', 'coinbase') */
                provider?: string;
                /** @description ISO 4217 currency of the order */
                currency?: string;
                /** @description ISO 3166-1 alpha-2 ship-to country */
                country?: string;
                /** @description Orders with a line of this product */
                product?: number;
                /** @description The customer's user id */
                customer?: number;
                /** @description Lowest total, in cents of the order currency */
                total_from?: number;
                /** @description Highest total, in cents of the order currency */
                total_to?: number;
                /** @description Orders with (true) or without (false) a shipment */
                has_shipment?: "true" | "false";
                /** @description Orders with (true) or without (false) a shipped good */
                has_physical?: "true" | "false";
                /** @description Orders with a refund recorded on this day or after */
                refunded_from?: string;
                /** @description Orders with a refund recorded on this day or before */
                refunded_to?: string;
                /** @description Only the pending payment sessions older than this many minutes (the Stale checkouts queue) */
                pending_older_than?: number;
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
                    "application/json": {
                        orders: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                        }[];
                        pendingPaymentSessions: {
                            id: number;
                            session_id: string;
                            user_email: string;
                            /** @enum {string} */
                            provider: "stripe" | "coinbase";
                            amount_expected: number;
                            currency: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "expired" | "failed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        pending_sessions_total: number;
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                        simulation_enabled: boolean;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOrderStatuses: {
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
                    "application/json": {
                        statuses: {
                            status: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOrder: {
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
                    "application/json": {
                        id: number;
                        order_number: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        status: string;
                        currency: string;
                        subtotal: number;
                        amount_discount: number;
                        tax: number;
                        shipping: number;
                        total: number;
                        amount_refunded: number;
                        shipping_refunded: number;
                        payment_provider: string | null;
                        shipping_country_code: string | null;
                        user: {
                            id: number | null;
                            email: string;
                        };
                        promoCode: {
                            code: string;
                            discount_type: ("percentage" | "fixed") | null;
                            discount_percentage: number | null;
                            discount_amount: number | null;
                        } | null;
                        items: {
                            id: number;
                            product_id: number | null;
                            product: {
                                name: string;
                            };
                            quantity: number;
                            price_at_purchase: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: string;
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
                    "application/json": {
                        id: number;
                        order_number: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        status: string;
                        currency: string;
                        subtotal: number;
                        amount_discount: number;
                        tax: number;
                        shipping: number;
                        total: number;
                        amount_refunded: number;
                        shipping_refunded: number;
                        payment_provider: string | null;
                        shipping_country_code: string | null;
                        user: {
                            id: number | null;
                            email: string;
                        };
                        promoCode: {
                            code: string;
                            discount_type: ("percentage" | "fixed") | null;
                            discount_percentage: number | null;
                            discount_amount: number | null;
                        } | null;
                        items: {
                            id: number;
                            product_id: number | null;
                            product: {
                                name: string;
                            };
                            quantity: number;
                            price_at_purchase: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                            items: {
                                id: number;
                                product_id: number | null;
                                product: {
                                    name: string;
                                };
                                quantity: number;
                                price_at_purchase: number;
                            }[];
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOrderItems: {
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
                    "application/json": {
                        items: {
                            id: number;
                            product_id: number | null;
                            product: {
                                name: string;
                            };
                            quantity: number;
                            price_at_purchase: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "set_status";
                    records: {
                        id: number;
                        /** @description the revision the admin saw; a different one fails with STALE */
                        revision?: number;
                    }[];
                    status: string;
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
                    "application/json": {
                        succeeded: number[];
                        unchanged: number[];
                        failed: {
                            id: number;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOrderTimeline: {
        parameters: {
            query?: {
                before?: string;
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
                    "application/json": {
                        events: ({
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "placed";
                            channel: {
                                api_key: string | null;
                            };
                            payment_session: string | null;
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "payment";
                            provider: string | null;
                            payment_session: string | null;
                            amount: number;
                            currency: string;
                            events: string[];
                            by: {
                                id: number | null;
                                name: string;
                                email: string;
                            } | null;
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "status";
                            from: string | null;
                            to: string;
                            by: {
                                id: number | null;
                                name: string;
                                email: string;
                            };
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "shipment_created";
                            shipment_id: number;
                            carrier: string;
                            tracking_number: string;
                            /** @enum {string} */
                            status: "pending" | "in_transit" | "delivered" | "failed";
                            by: {
                                id: number | null;
                                name: string;
                                email: string;
                            } | null;
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "shipment_updated";
                            shipment_id: number;
                            carrier: string;
                            tracking_number: string;
                            changes: {
                                [key: string]: {
                                    before?: unknown;
                                    after?: unknown;
                                };
                            };
                            by: {
                                id: number | null;
                                name: string;
                                email: string;
                            };
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "email";
                            mail_id: number;
                            to: string;
                            subject: string;
                            template_key: string | null;
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "kept" | "skipped";
                            error: string | null;
                            text_removed: boolean;
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "access";
                            grant_id: number;
                            product_name: string;
                            active: boolean;
                            reason: string | null;
                            by: {
                                id: number | null;
                                name: string;
                                email: string;
                            } | null;
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "note";
                            note: {
                                id: number;
                                order_id: number;
                                body: string;
                                author: {
                                    id: number | null;
                                    name: string;
                                    email: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                revision: number;
                            };
                        } | {
                            /** @description ISO 8601 instant */
                            at: string;
                            /** @description Stable within the timeline */
                            key: string;
                            /** @enum {string} */
                            kind: "refund";
                            refund: {
                                id: number;
                                order_id: number;
                                amount: number;
                                currency: string;
                                reason: string;
                                shipping_only: boolean;
                                /** @enum {string} */
                                source: "admin" | "stripe" | "coinbase";
                                provider_refund_id: string | null;
                                by: {
                                    id: number | null;
                                    name: string;
                                    email: string;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                            };
                        })[];
                        next: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addOrderNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
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
                    "application/json": {
                        id: number;
                        order_id: number;
                        body: string;
                        author: {
                            id: number | null;
                            name: string;
                            email: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteOrderNote: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateOrderNote: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
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
                    "application/json": {
                        id: number;
                        order_id: number;
                        body: string;
                        author: {
                            id: number | null;
                            name: string;
                            email: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            order_id: number;
                            body: string;
                            author: {
                                id: number | null;
                                name: string;
                                email: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    simulatePaymentSuccess: {
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
                    "application/json": {
                        order: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                            items: {
                                id: number;
                                product_id: number | null;
                                product: {
                                    name: string;
                                };
                                quantity: number;
                                price_at_purchase: number;
                            }[];
                        };
                        onboarding_link: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    reason: string;
                    /** @default false */
                    shipping_only?: boolean;
                    status?: string;
                    /** @default [] */
                    revoke_access?: number[];
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
                    "application/json": {
                        refund: {
                            id: number;
                            order_id: number;
                            amount: number;
                            currency: string;
                            reason: string;
                            shipping_only: boolean;
                            /** @enum {string} */
                            source: "admin" | "stripe" | "coinbase";
                            provider_refund_id: string | null;
                            by: {
                                id: number | null;
                                name: string;
                                email: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                        order: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                        };
                        revoked: {
                            id: number;
                            product_id: number;
                            product_name: string;
                            is_active: boolean;
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOrderGrants: {
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
                    "application/json": {
                        grants: {
                            id: number;
                            product_id: number;
                            product_name: string;
                            is_active: boolean;
                            expires_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAccess: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                /** @description Grants of this product */
                product?: number;
                /** @description As the list shows it: active, inactive (switched off) or expired */
                state?: "active" | "inactive" | "expired";
                expiry?: "expiring" | "expired";
                within_days?: number;
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
                    "application/json": {
                        access: {
                            id: number;
                            user_id: number;
                            product_id: number;
                            expires_at: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            granted_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            product: {
                                id: number;
                                name: string;
                            };
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                    product_id: number;
                    expires_at?: string | null;
                    /** @default true */
                    is_active?: boolean;
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
                    "application/json": {
                        id: number;
                        user_id: number;
                        product_id: number;
                        expires_at: string | null;
                        is_active: boolean;
                        /** Format: date-time */
                        granted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                        };
                        product: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAccessGroups: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                /** @description Grants of this product */
                product?: number;
                /** @description As the list shows it: active, inactive (switched off) or expired */
                state?: "active" | "inactive" | "expired";
                expiry?: "expiring" | "expired";
                within_days?: number;
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
                    "application/json": {
                        groups: {
                            user: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            grants: {
                                id: number;
                                user_id: number;
                                product_id: number;
                                expires_at: string | null;
                                is_active: boolean;
                                /** Format: date-time */
                                granted_at: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                revision: number;
                                user: {
                                    id: number;
                                    name: string;
                                    email: string;
                                };
                                product: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                        }[];
                        grants_total: number;
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccess: {
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
                    "application/json": {
                        id: number;
                        user_id: number;
                        product_id: number;
                        expires_at: string | null;
                        is_active: boolean;
                        /** Format: date-time */
                        granted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                        };
                        product: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAccess: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAccess: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expires_at?: string | null;
                    is_active?: boolean;
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
                    "application/json": {
                        id: number;
                        user_id: number;
                        product_id: number;
                        expires_at: string | null;
                        is_active: boolean;
                        /** Format: date-time */
                        granted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        user: {
                            id: number;
                            name: string;
                            email: string;
                        };
                        product: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            user_id: number;
                            product_id: number;
                            expires_at: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            granted_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            product: {
                                id: number;
                                name: string;
                            };
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "revoke" | "reactivate";
                    records: {
                        id: number;
                        /** @description the revision the admin saw; a different one fails with STALE */
                        revision?: number;
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
                    "application/json": {
                        succeeded: number[];
                        unchanged: number[];
                        failed: {
                            id: number;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listShipments: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: string;
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
                    "application/json": {
                        shipments: {
                            id: number;
                            order_id: number;
                            tracking_number: string;
                            carrier: string;
                            /** @enum {string} */
                            status: "pending" | "in_transit" | "delivered" | "failed";
                            shipped_at: string | null;
                            delivered_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            order: {
                                id: number;
                                order_number: string;
                                customer_email: string;
                            };
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createShipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                    tracking_number: string;
                    carrier: string;
                    /**
                     * @default pending
                     * @enum {string}
                     */
                    status?: "pending" | "in_transit" | "delivered" | "failed";
                    shipped_at?: string | null;
                    actual_delivery?: string | null;
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
                    "application/json": {
                        id: number;
                        order_id: number;
                        tracking_number: string;
                        carrier: string;
                        /** @enum {string} */
                        status: "pending" | "in_transit" | "delivered" | "failed";
                        shipped_at: string | null;
                        delivered_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        order: {
                            id: number;
                            order_number: string;
                            customer_email: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listShippableOrders: {
        parameters: {
            query?: {
                limit?: number;
                search?: string;
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
                    "application/json": {
                        orders: {
                            id: number;
                            order_number: string;
                            customer_email: string;
                            status: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShipment: {
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
                    "application/json": {
                        id: number;
                        order_id: number;
                        tracking_number: string;
                        carrier: string;
                        /** @enum {string} */
                        status: "pending" | "in_transit" | "delivered" | "failed";
                        shipped_at: string | null;
                        delivered_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        order: {
                            id: number;
                            order_number: string;
                            customer_email: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteShipment: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateShipment: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tracking_number?: string;
                    carrier?: string;
                    /** @enum {string} */
                    status?: "pending" | "in_transit" | "delivered" | "failed";
                    shipped_at?: string | null;
                    actual_delivery?: string | null;
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
                    "application/json": {
                        id: number;
                        order_id: number;
                        tracking_number: string;
                        carrier: string;
                        /** @enum {string} */
                        status: "pending" | "in_transit" | "delivered" | "failed";
                        shipped_at: string | null;
                        delivered_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        order: {
                            id: number;
                            order_number: string;
                            customer_email: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            order_id: number;
                            tracking_number: string;
                            carrier: string;
                            /** @enum {string} */
                            status: "pending" | "in_transit" | "delivered" | "failed";
                            shipped_at: string | null;
                            delivered_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            order: {
                                id: number;
                                order_number: string;
                                customer_email: string;
                            };
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkShipments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "set_status";
                    records: {
                        id: number;
                        /** @description the revision the admin saw; a different one fails with STALE */
                        revision?: number;
                    }[];
                    /** @enum {string} */
                    status: "pending" | "in_transit" | "delivered" | "failed";
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
                    "application/json": {
                        succeeded: number[];
                        unchanged: number[];
                        failed: {
                            id: number;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: string;
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
                    "application/json": {
                        products: {
                            id: number;
                            name: string;
                            description: string;
                            price_usd: number;
                            is_physical: boolean;
                            is_downloadable: boolean;
                            /** @enum {string} */
                            access_duration_type: "lifetime" | "monthly" | "annual";
                            access_duration_months: number | null;
                            internal_key: string;
                            stripe_product_id: string | null;
                            stripe_price_id: string | null;
                            coinbase_product_id: string | null;
                            coinbase_price_id: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    price_usd: number;
                    /** @default false */
                    is_physical?: boolean;
                    /** @default false */
                    is_downloadable?: boolean;
                    /**
                     * @default lifetime
                     * @enum {string}
                     */
                    access_duration_type?: "lifetime" | "monthly" | "annual";
                    access_duration_months?: number | null;
                    internal_key: string;
                    stripe_product_id?: string | null;
                    stripe_price_id?: string | null;
                    coinbase_product_id?: string | null;
                    coinbase_price_id?: string | null;
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
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        price_usd: number;
                        is_physical: boolean;
                        is_downloadable: boolean;
                        /** @enum {string} */
                        access_duration_type: "lifetime" | "monthly" | "annual";
                        access_duration_months: number | null;
                        internal_key: string;
                        stripe_product_id: string | null;
                        stripe_price_id: string | null;
                        coinbase_product_id: string | null;
                        coinbase_price_id: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProduct: {
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
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        price_usd: number;
                        is_physical: boolean;
                        is_downloadable: boolean;
                        /** @enum {string} */
                        access_duration_type: "lifetime" | "monthly" | "annual";
                        access_duration_months: number | null;
                        internal_key: string;
                        stripe_product_id: string | null;
                        stripe_price_id: string | null;
                        coinbase_product_id: string | null;
                        coinbase_price_id: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    price_usd?: number;
                    is_physical?: boolean;
                    is_downloadable?: boolean;
                    /** @enum {string} */
                    access_duration_type?: "lifetime" | "monthly" | "annual";
                    access_duration_months?: number | null;
                    internal_key?: string;
                    stripe_product_id?: string | null;
                    stripe_price_id?: string | null;
                    coinbase_product_id?: string | null;
                    coinbase_price_id?: string | null;
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
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        price_usd: number;
                        is_physical: boolean;
                        is_downloadable: boolean;
                        /** @enum {string} */
                        access_duration_type: "lifetime" | "monthly" | "annual";
                        access_duration_months: number | null;
                        internal_key: string;
                        stripe_product_id: string | null;
                        stripe_price_id: string | null;
                        coinbase_product_id: string | null;
                        coinbase_price_id: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            name: string;
                            description: string;
                            price_usd: number;
                            is_physical: boolean;
                            is_downloadable: boolean;
                            /** @enum {string} */
                            access_duration_type: "lifetime" | "monthly" | "annual";
                            access_duration_months: number | null;
                            internal_key: string;
                            stripe_product_id: string | null;
                            stripe_price_id: string | null;
                            coinbase_product_id: string | null;
                            coinbase_price_id: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete";
                    records: {
                        id: number;
                        /** @description the revision the admin saw; a different one fails with STALE */
                        revision?: number;
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
                    "application/json": {
                        succeeded: number[];
                        unchanged: number[];
                        failed: {
                            id: number;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listReleases: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: string;
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
                    "application/json": {
                        releases: {
                            id: number;
                            product_id: number;
                            version: string;
                            /** @enum {string} */
                            platform: "windows" | "macos" | "linux" | "macos-windows" | "linux-windows" | "linux-macos" | "linux-macos-windows";
                            download_url: string;
                            file_size: number | null;
                            checksum_sha256: string;
                            release_notes: string;
                            is_latest: boolean;
                            release_date: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            product: {
                                id: number;
                                name: string;
                            };
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createRelease: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number;
                    version_number: string;
                    platform: string;
                    download_url: string;
                    file_size_bytes?: number | null;
                    sha256_checksum: string;
                    release_notes?: string | null;
                    /** @default false */
                    is_latest?: boolean;
                    release_date: string;
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
                    "application/json": {
                        id: number;
                        product_id: number;
                        version: string;
                        /** @enum {string} */
                        platform: "windows" | "macos" | "linux" | "macos-windows" | "linux-windows" | "linux-macos" | "linux-macos-windows";
                        download_url: string;
                        file_size: number | null;
                        checksum_sha256: string;
                        release_notes: string;
                        is_latest: boolean;
                        release_date: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        product: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listReleaseProducts: {
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
                    "application/json": {
                        products: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRelease: {
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
                    "application/json": {
                        id: number;
                        product_id: number;
                        version: string;
                        /** @enum {string} */
                        platform: "windows" | "macos" | "linux" | "macos-windows" | "linux-windows" | "linux-macos" | "linux-macos-windows";
                        download_url: string;
                        file_size: number | null;
                        checksum_sha256: string;
                        release_notes: string;
                        is_latest: boolean;
                        release_date: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        product: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteRelease: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateRelease: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version_number?: string;
                    platform?: string;
                    download_url?: string;
                    file_size_bytes?: number | null;
                    sha256_checksum?: string;
                    release_notes?: string | null;
                    is_latest?: boolean;
                    release_date?: string;
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
                    "application/json": {
                        id: number;
                        product_id: number;
                        version: string;
                        /** @enum {string} */
                        platform: "windows" | "macos" | "linux" | "macos-windows" | "linux-windows" | "linux-macos" | "linux-macos-windows";
                        download_url: string;
                        file_size: number | null;
                        checksum_sha256: string;
                        release_notes: string;
                        is_latest: boolean;
                        release_date: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        product: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            product_id: number;
                            version: string;
                            /** @enum {string} */
                            platform: "windows" | "macos" | "linux" | "macos-windows" | "linux-windows" | "linux-macos" | "linux-macos-windows";
                            download_url: string;
                            file_size: number | null;
                            checksum_sha256: string;
                            release_notes: string;
                            is_latest: boolean;
                            release_date: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            product: {
                                id: number;
                                name: string;
                            };
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReleaseNotification: {
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
                    "application/json": {
                        recipients: number;
                        notified: number;
                        sent: number;
                        pending: number;
                        failed: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifyReleaseCustomers: {
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
                    "application/json": {
                        recipients: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPromos: {
        parameters: {
            query?: {
                page?: number;
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
                    "application/json": {
                        data: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            discount_type: "percentage" | "fixed";
                            discount_value: number;
                            max_uses: number | null;
                            usage_count: number;
                            date_start: string;
                            date_end: string | null;
                            is_enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPromo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    discount_type: "percentage" | "fixed";
                    discount_value: number;
                    max_uses?: number | null;
                    date_start?: string | null;
                    date_end?: string | null;
                    /** @default true */
                    is_enabled?: boolean;
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
                    "application/json": {
                        id: number;
                        code: string;
                        /** @enum {string} */
                        discount_type: "percentage" | "fixed";
                        discount_value: number;
                        max_uses: number | null;
                        usage_count: number;
                        date_start: string;
                        date_end: string | null;
                        is_enabled: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPromo: {
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
                    "application/json": {
                        id: number;
                        code: string;
                        /** @enum {string} */
                        discount_type: "percentage" | "fixed";
                        discount_value: number;
                        max_uses: number | null;
                        usage_count: number;
                        date_start: string;
                        date_end: string | null;
                        is_enabled: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePromo: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePromo: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** @enum {string} */
                    discount_type?: "percentage" | "fixed";
                    discount_value?: number;
                    max_uses?: number | null;
                    date_start?: string | null;
                    date_end?: string | null;
                    is_enabled?: boolean;
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
                    "application/json": {
                        id: number;
                        code: string;
                        /** @enum {string} */
                        discount_type: "percentage" | "fixed";
                        discount_value: number;
                        max_uses: number | null;
                        usage_count: number;
                        date_start: string;
                        date_end: string | null;
                        is_enabled: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            discount_type: "percentage" | "fixed";
                            discount_value: number;
                            max_uses: number | null;
                            usage_count: number;
                            date_start: string;
                            date_end: string | null;
                            is_enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkPromos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "enable" | "disable" | "delete";
                    records: {
                        id: number;
                        /** @description the revision the admin saw; a different one fails with STALE */
                        revision?: number;
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
                    "application/json": {
                        succeeded: number[];
                        unchanged: number[];
                        failed: {
                            id: number;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: string;
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
                    "application/json": {
                        countries: {
                            code: string;
                            name: string;
                            shipping_cost: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCountry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country_code: string;
                    country_name: string;
                    shipping_cost_usd_cents: number;
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
                    "application/json": {
                        code: string;
                        name: string;
                        shipping_cost: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCountry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
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
                    "application/json": {
                        code: string;
                        name: string;
                        shipping_cost: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCountry: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCountry: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country_code?: string;
                    country_name?: string;
                    shipping_cost_usd_cents?: number;
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
                    "application/json": {
                        code: string;
                        name: string;
                        shipping_cost: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            code: string;
                            name: string;
                            shipping_cost: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: string;
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
                    "application/json": {
                        templates: {
                            id: number;
                            template_key: string;
                            name: string;
                            subject: string;
                            body_html: string | null;
                            body_text: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template_key: string;
                    name: string;
                    subject: string;
                    body_html?: string | null;
                    body_text?: string | null;
                    /** @default true */
                    is_active?: boolean;
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
                    "application/json": {
                        id: number;
                        template_key: string;
                        name: string;
                        subject: string;
                        body_html: string | null;
                        body_text: string | null;
                        is_active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTemplate: {
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
                    "application/json": {
                        id: number;
                        template_key: string;
                        name: string;
                        subject: string;
                        body_html: string | null;
                        body_text: string | null;
                        is_active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template_key?: string;
                    name?: string;
                    subject?: string;
                    body_html?: string | null;
                    body_text?: string | null;
                    is_active?: boolean;
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
                    "application/json": {
                        id: number;
                        template_key: string;
                        name: string;
                        subject: string;
                        body_html: string | null;
                        body_text: string | null;
                        is_active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            template_key: string;
                            name: string;
                            subject: string;
                            body_html: string | null;
                            body_text: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "queued" | "sending" | "sent" | "failed" | "kept" | "skipped";
                /** @description Part of the recipient's address, or an order number */
                search?: string;
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
                    "application/json": {
                        mails: {
                            id: number;
                            to: string;
                            subject: string;
                            template_key: string | null;
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "kept" | "skipped";
                            attempts: number;
                            last_error: string | null;
                            next_attempt_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            sent_at: string | null;
                            body_removed_at: string | null;
                            order: {
                                id: number;
                                order_number: string;
                            } | null;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    retryMail: {
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
                    "application/json": {
                        id: number;
                        to: string;
                        subject: string;
                        template_key: string | null;
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed" | "kept" | "skipped";
                        attempts: number;
                        last_error: string | null;
                        next_attempt_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        sent_at: string | null;
                        body_removed_at: string | null;
                        order: {
                            id: number;
                            order_number: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendMail: {
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
                    "application/json": {
                        id: number;
                        to: string;
                        subject: string;
                        template_key: string | null;
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed" | "kept" | "skipped";
                        attempts: number;
                        last_error: string | null;
                        next_attempt_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        sent_at: string | null;
                        body_removed_at: string | null;
                        order: {
                            id: number;
                            order_number: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBlacklistedIps: {
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
                    "application/json": {
                        data: {
                            ip: string;
                            score: number;
                            reasons: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            blocked_at: string;
                            expires_in_seconds: number;
                            manual: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    blacklistIp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ip: string;
                    reason: string;
                    /** @default 86400 */
                    duration?: number;
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
                    "application/json": {
                        data: {
                            ip: string;
                            score: number;
                            reasons: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            blocked_at: string;
                            expires_in_seconds: number;
                            manual: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unblacklistIp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ip: string;
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
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSecurityStats: {
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
                    "application/json": {
                        data: {
                            blacklisted_ips: number;
                            active_api_keys: number;
                            total_api_requests: number;
                        };
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRedisHealth: {
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
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "connected" | "disconnected";
                            configured: boolean;
                            version?: string;
                            uptime_days?: number;
                            /** @description Redis's own reading, e.g. '1.05M' */
                            used_memory?: string;
                            total_keys?: number;
                        };
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listRateLimiters: {
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
                    "application/json": {
                        data: {
                            id: number;
                            limiter_name: string;
                            endpoint_pattern: string;
                            window_ms: number;
                            max_requests: number;
                            description: string;
                            is_active: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            updated_at: string;
                            revision: number;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resetRateLimiters: {
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
                    "application/json": {
                        data: {
                            id: number;
                            limiter_name: string;
                            endpoint_pattern: string;
                            window_ms: number;
                            max_requests: number;
                            description: string;
                            is_active: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            updated_at: string;
                            revision: number;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    clearRateLimitCounters: {
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
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRateLimiter: {
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
                    "application/json": {
                        data: {
                            id: number;
                            limiter_name: string;
                            endpoint_pattern: string;
                            window_ms: number;
                            max_requests: number;
                            description: string;
                            is_active: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            updated_at: string;
                            revision: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateRateLimiter: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    window_ms: number;
                    max_requests: number;
                    /** @default  */
                    description?: string;
                    is_active: boolean;
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
                    "application/json": {
                        data: {
                            id: number;
                            limiter_name: string;
                            endpoint_pattern: string;
                            window_ms: number;
                            max_requests: number;
                            description: string;
                            is_active: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            updated_at: string;
                            revision: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            limiter_name: string;
                            endpoint_pattern: string;
                            window_ms: number;
                            max_requests: number;
                            description: string;
                            is_active: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getJobs: {
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
                    "application/json": {
                        queued: number;
                        running: number;
                        failed: number;
                        oldest_queued_age_seconds: number | null;
                        schedules: {
                            name: string;
                            every: number;
                            last_run_at: string | null;
                            /** Format: date-time */
                            next_run_at: string;
                        }[];
                        failed_jobs: {
                            id: number;
                            queue: string;
                            key: string | null;
                            attempts: number;
                            last_error: string | null;
                            failed_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    retryJob: {
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
                    "application/json": {
                        id: number;
                        queue: string;
                        key: string | null;
                        attempts: number;
                        last_error: string | null;
                        failed_at: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookEndpoints: {
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
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            description: string;
                            events: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                            enabled: boolean;
                            disabled_reason: string | null;
                            failing_since: string | null;
                            previous_secret_expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                    /** @default  */
                    description?: string;
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
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                        enabled: boolean;
                        disabled_reason: string | null;
                        failing_since: string | null;
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        /** @description The signing secret (`whsec_…`): shown once */
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWebhookEndpoint: {
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
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                        enabled: boolean;
                        disabled_reason: string | null;
                        failing_since: string | null;
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                    description?: string;
                    enabled?: boolean;
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
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                        enabled: boolean;
                        disabled_reason: string | null;
                        failing_since: string | null;
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            url: string;
                            description: string;
                            events: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                            enabled: boolean;
                            disabled_reason: string | null;
                            failing_since: string | null;
                            previous_secret_expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rollWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
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
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("order.created" | "order.paid" | "order.status_changed" | "order.refunded" | "shipment.created" | "shipment.updated" | "access.granted" | "access.revoked" | "release.published" | "customer.created")[];
                        enabled: boolean;
                        disabled_reason: string | null;
                        failing_since: string | null;
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        revision: number;
                        /** @description The signing secret (`whsec_…`): shown once */
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendWebhookTestEvent: {
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
                    "application/json": {
                        id: number;
                        endpoint_id: number;
                        event_id: string;
                        event_type: string;
                        /** @enum {string} */
                        state: "pending" | "succeeded" | "failed";
                        attempts: number;
                        status_code: number | null;
                        duration_ms: number | null;
                        next_attempt_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        payload: {
                            [key: string]: unknown;
                        };
                        attempt_log: {
                            attempt: number;
                            status_code: number | null;
                            duration_ms: number;
                            error: string | null;
                            /** Format: date-time */
                            at: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
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
                    "application/json": {
                        data: {
                            id: number;
                            endpoint_id: number;
                            event_id: string;
                            event_type: string;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            attempts: number;
                            status_code: number | null;
                            duration_ms: number | null;
                            next_attempt_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            payload: {
                                [key: string]: unknown;
                            };
                            attempt_log: {
                                attempt: number;
                                status_code: number | null;
                                duration_ms: number;
                                error: string | null;
                                /** Format: date-time */
                                at: string;
                            }[];
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replayWebhookDelivery: {
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
                    "application/json": {
                        id: number;
                        endpoint_id: number;
                        event_id: string;
                        event_type: string;
                        /** @enum {string} */
                        state: "pending" | "succeeded" | "failed";
                        attempts: number;
                        status_code: number | null;
                        duration_ms: number | null;
                        next_attempt_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        payload: {
                            [key: string]: unknown;
                        };
                        attempt_log: {
                            attempt: number;
                            status_code: number | null;
                            duration_ms: number;
                            error: string | null;
                            /** Format: date-time */
                            at: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                    "application/json": {
                        sessions: {
                            id: string;
                            /** @description The browser and system, as "Chrome 131 on macOS" */
                            browser: string;
                            /** @description The address the session was signed in from */
                            ip: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            signed_in_at: string;
                            /** @description ISO 8601 instant of the sign-in or the latest refresh: within 15 minutes of the last use */
                            last_used_at: string;
                            /** @description True for the session of the caller's own access token */
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    endAdminSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                    "application/json": {
                        ended: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminSignIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                    "application/json": {
                        sign_ins: {
                            id: number;
                            /** @enum {string} */
                            outcome: "success" | "wrong_password" | "wrong_code" | "not_admin";
                            browser: string;
                            ip: string | null;
                            /** @description ISO 8601 instant */
                            at: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search: {
        parameters: {
            query?: {
                q?: string;
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
                    "application/json": {
                        orders?: {
                            id: number;
                            order_number: string;
                            customer_email: string;
                            status: string;
                            total: number;
                            currency: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        users?: {
                            id: number;
                            name: string;
                            email: string;
                            is_admin: boolean;
                        }[];
                        products?: {
                            id: number;
                            name: string;
                            price_usd: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getListSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
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
                    "application/json": {
                        /** @enum {string} */
                        list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                        columns: string[] | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateListSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: string[] | null;
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
                    "application/json": {
                        /** @enum {string} */
                        list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                        columns: string[] | null;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            /** @enum {string} */
                            list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                            columns: string[] | null;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSavedViews: {
        parameters: {
            query?: {
                /** @description One list's views; every list's when absent (the command palette) */
                list?: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
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
                    "application/json": {
                        views: {
                            id: number;
                            /** @enum {string} */
                            list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                            name: string;
                            /** @description The list's query string, without `?` (`status=paid&sort=-total`) */
                            query: string;
                            /** @description Shown to every admin (only an Owner shares) */
                            shared: boolean;
                            /** @description The list opens with this view, for the admin asking */
                            is_default: boolean;
                            /** @description Who saved it */
                            owner: {
                                id: number | null;
                                name: string;
                            };
                            /** @description Saved by the admin asking: only they can change or delete it */
                            mine: boolean;
                            revision: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                    name: string;
                    query: string;
                    shared?: boolean;
                    is_default?: boolean;
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
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                        name: string;
                        /** @description The list's query string, without `?` (`status=paid&sort=-total`) */
                        query: string;
                        /** @description Shown to every admin (only an Owner shares) */
                        shared: boolean;
                        /** @description The list opens with this view, for the admin asking */
                        is_default: boolean;
                        /** @description Who saved it */
                        owner: {
                            id: number | null;
                            name: string;
                        };
                        /** @description Saved by the admin asking: only they can change or delete it */
                        mine: boolean;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteSavedView: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSavedView: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    query?: string;
                    shared?: boolean;
                    is_default?: boolean;
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
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                        name: string;
                        /** @description The list's query string, without `?` (`status=paid&sort=-total`) */
                        query: string;
                        /** @description Shown to every admin (only an Owner shares) */
                        shared: boolean;
                        /** @description The list opens with this view, for the admin asking */
                        is_default: boolean;
                        /** @description Who saved it */
                        owner: {
                            id: number | null;
                            name: string;
                        };
                        /** @description Saved by the admin asking: only they can change or delete it */
                        mine: boolean;
                        revision: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            /** @enum {string} */
                            list: "orders" | "users" | "products" | "promos" | "access" | "shipments" | "countries" | "releases" | "templates" | "audit" | "outbox";
                            name: string;
                            /** @description The list's query string, without `?` (`status=paid&sort=-total`) */
                            query: string;
                            /** @description Shown to every admin (only an Owner shares) */
                            shared: boolean;
                            /** @description The list opens with this view, for the admin asking */
                            is_default: boolean;
                            /** @description Who saved it */
                            owner: {
                                id: number | null;
                                name: string;
                            };
                            /** @description Saved by the admin asking: only they can change or delete it */
                            mine: boolean;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    resource: "users";
                    /** @default {} */
                    query?: {
                        search?: string;
                        sort?: string;
                        /** @description Users created on this day (store time zone) or after */
                        created_from?: string;
                        /** @description Users created on this day (store time zone) or before */
                        created_to?: string;
                        /**
                         * @description 'customer', 'admin' (any role), or one admin role
                         * @enum {string}
                         */
                        role?: "customer" | "admin" | "owner" | "administrator" | "support" | "catalogue" | "analyst";
                        /**
                         * @description 'active' (onboarded) or 'pending' (not yet)
                         * @enum {string}
                         */
                        status?: "active" | "pending";
                    };
                } | {
                    /** @enum {string} */
                    resource: "products";
                    /** @default {} */
                    query?: {
                        search?: string;
                        sort?: string;
                    };
                } | {
                    /** @enum {string} */
                    resource: "orders";
                    /** @default {} */
                    query?: {
                        status?: string;
                        search?: string;
                        sort?: string;
                        /** @description Orders made on this day (store time zone) or after */
                        created_from?: string;
                        /** @description Orders made on this day (store time zone) or before */
                        created_to?: string;
                        /** @description The payment provider ('stripe', 'coinbase') */
                        provider?: string;
                        /** @description ISO 4217 currency of the order */
                        currency?: string;
                        /** @description ISO 3166-1 alpha-2 ship-to country */
                        country?: string;
                        /** @description Orders with a line of this product */
                        product?: number;
                        /** @description The customer's user id */
                        customer?: number;
                        /** @description Lowest total, in cents of the order currency */
                        total_from?: number;
                        /** @description Highest total, in cents of the order currency */
                        total_to?: number;
                        /**
                         * @description Orders with (true) or without (false) a shipment
                         * @enum {string}
                         */
                        has_shipment?: "true" | "false";
                        /**
                         * @description Orders with (true) or without (false) a shipped good
                         * @enum {string}
                         */
                        has_physical?: "true" | "false";
                        /** @description Orders with a refund recorded on this day or after */
                        refunded_from?: string;
                        /** @description Orders with a refund recorded on this day or before */
                        refunded_to?: string;
                    };
                } | {
                    /** @enum {string} */
                    resource: "promos";
                    /** @default {} */
                    query?: {
                        search?: string;
                        sort?: string;
                    };
                } | {
                    /** @enum {string} */
                    resource: "access";
                    /** @default {} */
                    query?: {
                        search?: string;
                        /** @description Grants of this product */
                        product?: number;
                        /**
                         * @description As the list shows it: active, inactive (switched off) or expired
                         * @enum {string}
                         */
                        state?: "active" | "inactive" | "expired";
                        /** @enum {string} */
                        expiry?: "expiring" | "expired";
                        /** @default 7 */
                        within_days?: number;
                    };
                } | {
                    /** @enum {string} */
                    resource: "shipments";
                    /** @default {} */
                    query?: {
                        search?: string;
                        sort?: string;
                    };
                } | {
                    /** @enum {string} */
                    resource: "audit";
                    /** @default {} */
                    query?: {
                        /** @description Part of the admin's name, any letter case */
                        search?: string;
                        /** @enum {string} */
                        action?: "create" | "update" | "delete" | "export";
                        /** @enum {string} */
                        resource_type?: "users" | "products" | "orders" | "code_promos" | "user_product_access" | "shipments" | "countries" | "software_releases" | "email_templates" | "api_keys" | "ip_blacklist" | "rate_limiter_settings" | "audit_logs" | "order_notes" | "order_refunds" | "security_settings" | "mail_outbox" | "jobs" | "webhook_endpoints" | "webhook_deliveries" | "saved_views";
                        sort?: string;
                        /** @description The acting admin's user id */
                        admin?: number;
                        /** @description Entries made on this day (store time zone) or after */
                        created_from?: string;
                        /** @description Entries made on this day (store time zone) or before */
                        created_to?: string;
                    };
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
                    "application/json": {
                        /** @description Single use; post it as the form field `token` to the download path */
                        token: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant after which the token is refused
                         */
                        expires_at: string;
                        filename: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
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
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            key_prefix: string;
                            is_active: boolean;
                            usage_count: number;
                            /** @description ISO 8601 instant; null = never used */
                            last_used_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description The storefront calls the key may make */
                            scopes: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                            /** @description ISO 8601 instant after which the key answers 401; null = never expires */
                            expires_at: string | null;
                            /** @description The key's own limit in requests per minute; null = the storefront_api limiter */
                            rate_limit_per_minute: number | null;
                            /** @description After a roll: the old secret works until this instant; null = no old secret works */
                            previous_key_expires_at: string | null;
                            revision: number;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @description Absent = every scope */
                    scopes?: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                    /** @description ISO 8601 instant in the future; null or absent = never expires */
                    expires_at?: string | null;
                    /** @description Requests per minute; null or absent = the storefront_api limiter */
                    rate_limit_per_minute?: number | null;
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
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            key_prefix: string;
                            is_active: boolean;
                            usage_count: number;
                            /** @description ISO 8601 instant; null = never used */
                            last_used_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description The storefront calls the key may make */
                            scopes: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                            /** @description ISO 8601 instant after which the key answers 401; null = never expires */
                            expires_at: string | null;
                            /** @description The key's own limit in requests per minute; null = the storefront_api limiter */
                            rate_limit_per_minute: number | null;
                            /** @description After a roll: the old secret works until this instant; null = no old secret works */
                            previous_key_expires_at: string | null;
                            revision: number;
                            api_key: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            key_prefix: string;
                            is_active: boolean;
                            usage_count: number;
                            /** @description ISO 8601 instant; null = never used */
                            last_used_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description The storefront calls the key may make */
                            scopes: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                            /** @description ISO 8601 instant after which the key answers 401; null = never expires */
                            expires_at: string | null;
                            /** @description The key's own limit in requests per minute; null = the storefront_api limiter */
                            rate_limit_per_minute: number | null;
                            /** @description After a roll: the old secret works until this instant; null = no old secret works */
                            previous_key_expires_at: string | null;
                            revision: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            name: string;
                            description: string | null;
                            key_prefix: string;
                            is_active: boolean;
                            usage_count: number;
                            /** @description ISO 8601 instant; null = never used */
                            last_used_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description The storefront calls the key may make */
                            scopes: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                            /** @description ISO 8601 instant after which the key answers 401; null = never expires */
                            expires_at: string | null;
                            /** @description The key's own limit in requests per minute; null = the storefront_api limiter */
                            rate_limit_per_minute: number | null;
                            /** @description After a roll: the old secret works until this instant; null = no old secret works */
                            previous_key_expires_at: string | null;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
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
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: Record<string, never>;
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    scopes?: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                    /** @description ISO 8601 instant in the future; null or absent = never expires */
                    expires_at?: string | null;
                    /** @description Requests per minute; null or absent = the storefront_api limiter */
                    rate_limit_per_minute?: number | null;
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
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            key_prefix: string;
                            is_active: boolean;
                            usage_count: number;
                            /** @description ISO 8601 instant; null = never used */
                            last_used_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description The storefront calls the key may make */
                            scopes: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                            /** @description ISO 8601 instant after which the key answers 401; null = never expires */
                            expires_at: string | null;
                            /** @description The key's own limit in requests per minute; null = the storefront_api limiter */
                            rate_limit_per_minute: number | null;
                            /** @description After a roll: the old secret works until this instant; null = no old secret works */
                            previous_key_expires_at: string | null;
                            revision: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record changed since the If-Match revision was read: `current` is the record as it is now */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        error: string;
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                        fields?: {
                            [key: string]: string;
                        };
                        request_id?: string;
                        /** @description The record as it is now */
                        current?: {
                            id: number;
                            name: string;
                            description: string | null;
                            key_prefix: string;
                            is_active: boolean;
                            usage_count: number;
                            /** @description ISO 8601 instant; null = never used */
                            last_used_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description The storefront calls the key may make */
                            scopes: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                            /** @description ISO 8601 instant after which the key answers 401; null = never expires */
                            expires_at: string | null;
                            /** @description The key's own limit in requests per minute; null = the storefront_api limiter */
                            rate_limit_per_minute: number | null;
                            /** @description After a roll: the old secret works until this instant; null = no old secret works */
                            previous_key_expires_at: string | null;
                            revision: number;
                        };
                        changed_by?: {
                            name: string | null;
                            email: string | null;
                        } | null;
                        /** Format: date-time */
                        changed_at?: string | null;
                    };
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rollApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Hours the old secret keeps working, 0 to 168 (7 days)
                     * @default 24
                     */
                    grace_hours?: number;
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
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string | null;
                            key_prefix: string;
                            is_active: boolean;
                            usage_count: number;
                            /** @description ISO 8601 instant; null = never used */
                            last_used_at: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601 instant
                             */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description The storefront calls the key may make */
                            scopes: ("products:read" | "countries:read" | "promos:validate" | "checkout:write")[];
                            /** @description ISO 8601 instant after which the key answers 401; null = never expires */
                            expires_at: string | null;
                            /** @description The key's own limit in requests per minute; null = the storefront_api limiter */
                            rate_limit_per_minute: number | null;
                            /** @description After a roll: the old secret works until this instant; null = no old secret works */
                            previous_key_expires_at: string | null;
                            revision: number;
                            api_key: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "revoke";
                    records: {
                        id: number;
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
                    "application/json": {
                        succeeded: number[];
                        unchanged: number[];
                        failed: {
                            id: number;
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "NOT_FOUND" | "CONFLICT" | "STALE" | "GONE" | "UNAUTHORIZED" | "FORBIDDEN" | "RATE_LIMITED" | "IP_BLOCKED" | "PAYLOAD_TOO_LARGE" | "UNPROCESSABLE" | "UNAVAILABLE" | "INTERNAL";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStorefrontProducts: {
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
                    "application/json": {
                        products: {
                            id: number;
                            name: string;
                            description: string;
                            /** @description cents */
                            price_usd: number;
                            is_physical: boolean;
                            is_downloadable: boolean;
                            /** @enum {string} */
                            access_duration_type: "lifetime" | "monthly" | "annual";
                            access_duration_months: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key is missing, unknown, revoked, expired, or an old secret past its grace period */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key lacks this call's scope (the message names it), or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStorefrontCountries: {
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
                    "application/json": {
                        countries: {
                            code: string;
                            name: string;
                            /** @description cents */
                            shipping_cost: number;
                        }[];
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key is missing, unknown, revoked, expired, or an old secret past its grace period */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key lacks this call's scope (the message names it), or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    validatePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
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
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                        code: string;
                        /** @enum {string} */
                        discount_type: "percentage" | "fixed";
                        /** @description percent, or cents for a fixed discount */
                        discount_value: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key is missing, unknown, revoked, expired, or an old secret past its grace period */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key lacks this call's scope (the message names it), or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key and request answer the first answer again for 24 hours (with `Idempotent-Replayed: true`) without doing the work twice. 1–255 visible ASCII characters, such as a UUID. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    items: {
                        product_id: number;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    /** @enum {string} */
                    provider: "stripe" | "coinbase";
                    promo_code?: string | null;
                    country_code?: string | null;
                    /** @default USD */
                    currency?: string;
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
                    "application/json": {
                        /** @description Stripe checkout session id, or Coinbase charge code */
                        session_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "coinbase";
                        /** @description cents */
                        amount_expected: number;
                        currency: string;
                        /** @enum {string} */
                        status: "pending";
                        subtotal: number;
                        amount_discount: number;
                        shipping: number;
                        tax: number;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key is missing, unknown, revoked, expired, or an old secret past its grace period */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The API key lacks this call's scope (the message names it), or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    receiveStripeEvent: {
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
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** @enum {string} */
                        outcome: "completed" | "refunded" | "duplicate" | "ignored";
                        order_number?: string;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    receiveCoinbaseEvent: {
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
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** @enum {string} */
                        outcome: "completed" | "refunded" | "duplicate" | "ignored";
                        order_number?: string;
                    };
                };
            };
            /** @description The request is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                    "application/json": {
                        email: string;
                        name: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    name?: string;
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
                    "application/json": {
                        message: string;
                        email: string;
                    };
                };
            };
            /** @description The request is not valid: `fields` names each field and why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credential in the request (a password, code, link or signature) is wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The role may not do this, or the address is blacklisted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The record's state does not allow it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something went wrong on our side: logged with the answer's `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database cannot be reached for now: try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    orderCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "order.created";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        order: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderPaidWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "order.paid";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        order: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderStatusChangedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "order.status_changed";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        order: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                        };
                        previous_status: string;
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderRefundedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "order.refunded";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        order: {
                            id: number;
                            order_number: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            status: string;
                            currency: string;
                            subtotal: number;
                            amount_discount: number;
                            tax: number;
                            shipping: number;
                            total: number;
                            amount_refunded: number;
                            shipping_refunded: number;
                            payment_provider: string | null;
                            shipping_country_code: string | null;
                            user: {
                                id: number | null;
                                email: string;
                            };
                            promoCode: {
                                code: string;
                                discount_type: ("percentage" | "fixed") | null;
                                discount_percentage: number | null;
                                discount_amount: number | null;
                            } | null;
                        };
                        refund: {
                            id: number;
                            order_id: number;
                            amount: number;
                            currency: string;
                            reason: string;
                            shipping_only: boolean;
                            /** @enum {string} */
                            source: "admin" | "stripe" | "coinbase";
                            provider_refund_id: string | null;
                            by: {
                                id: number | null;
                                name: string;
                                email: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shipmentCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "shipment.created";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        shipment: {
                            id: number;
                            order_id: number;
                            tracking_number: string;
                            carrier: string;
                            /** @enum {string} */
                            status: "pending" | "in_transit" | "delivered" | "failed";
                            shipped_at: string | null;
                            delivered_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            order: {
                                id: number;
                                order_number: string;
                                customer_email: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    shipmentUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "shipment.updated";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        shipment: {
                            id: number;
                            order_id: number;
                            tracking_number: string;
                            carrier: string;
                            /** @enum {string} */
                            status: "pending" | "in_transit" | "delivered" | "failed";
                            shipped_at: string | null;
                            delivered_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            order: {
                                id: number;
                                order_number: string;
                                customer_email: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    accessGrantedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "access.granted";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        access: {
                            id: number;
                            user_id: number;
                            product_id: number;
                            expires_at: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            granted_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            product: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    accessRevokedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "access.revoked";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        access: {
                            id: number;
                            user_id: number;
                            product_id: number;
                            expires_at: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            granted_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            product: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    releasePublishedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "release.published";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        release: {
                            id: number;
                            product_id: number;
                            version: string;
                            /** @enum {string} */
                            platform: "windows" | "macos" | "linux" | "macos-windows" | "linux-windows" | "linux-macos" | "linux-macos-windows";
                            download_url: string;
                            file_size: number | null;
                            checksum_sha256: string;
                            release_notes: string;
                            is_latest: boolean;
                            release_date: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            revision: number;
                            product: {
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    customerCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "customer.created";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        customer: {
                            id: number;
                            email: string;
                            name: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (refuse one far from now) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "webhook.test";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        message: string;
                        endpoint_id: number;
                    };
                };
            };
        };
        responses: {
            /** @description Received (any 2xx will do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the store does not try again */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not now: the store tries again on its schedule */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
