import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarResponseSchema,
  DateRangeQuerySchema,
  GeographicAnalyticsResponseSchema,
  OverviewResponseSchema,
  ProductsAnalyticsQuerySchema,
  ProductsAnalyticsResponseSchema,
  PromosAnalyticsResponseSchema,
  RevenueQuerySchema,
  RevenueResponseSchema,
  UsersAnalyticsResponseSchema,
} from '@store/contract/analytics';
import { ANALYTICS_PATHS } from '@store/contract/analytics-texts';
import type { FeatureOptions } from '../../platform/deps.ts';
import { geographicReport, productsReport, promosReport, revenueReport, usersReport } from './queries.ts';
import { calendar, overview } from './service.ts';

const RANGE_NOTE =
  'start_date and end_date (YYYY-MM-DD, both optional and inclusive) are calendar days in the ' +
  "store's time zone (STORE_TIMEZONE, echoed as time_zone); without them the figures cover all time. " +
  'Revenue counts orders with status paid, processing, shipped or completed.';

export const analyticsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  const tz = deps.config.storeTimeZone;
  const store = { timeZone: tz, currency: deps.config.storeCurrency };
  const tags = ['analytics'];

  app.get(
    ANALYTICS_PATHS.overview,
    {
      schema: {
        tags,
        description: `Summary figures and orders by status. ${RANGE_NOTE} Without a range, new_users counts this month.`,
        querystring: DateRangeQuerySchema,
        response: { 200: OverviewResponseSchema },
      },
    },
    (request) => overview(db, request.query, store),
  );
  app.get(
    ANALYTICS_PATHS.calendar,
    {
      schema: {
        tags,
        description: "The store's time zone and today's date there (the Analytics screen's default range ends today).",
        response: { 200: CalendarResponseSchema },
      },
    },
    () => calendar(tz),
  );
  app.get(
    ANALYTICS_PATHS.revenue,
    {
      schema: {
        tags,
        description: `Revenue and orders per day (ranges up to 92 days), week (up to 731) or month. ${RANGE_NOTE}`,
        querystring: RevenueQuerySchema,
        response: { 200: RevenueResponseSchema },
      },
    },
    (request) => revenueReport(db, request.query, store),
  );
  app.get(
    ANALYTICS_PATHS.products,
    {
      schema: {
        tags,
        description:
          'Products sold, highest revenue first (top_by_revenue). revenue is integer CENTS and ' +
          `quantity_sold units, both as numeric strings. limit: default and maximum 10000. ${RANGE_NOTE}`,
        querystring: ProductsAnalyticsQuerySchema,
        response: { 200: ProductsAnalyticsResponseSchema },
      },
    },
    (request) => productsReport(db, request.query, store),
  );
  app.get(
    ANALYTICS_PATHS.users,
    {
      schema: {
        tags,
        description: `Accounts created per day, week or month, and distinct buyers. ${RANGE_NOTE}`,
        querystring: DateRangeQuerySchema,
        response: { 200: UsersAnalyticsResponseSchema },
      },
    },
    (request) => usersReport(db, request.query, store),
  );
  app.get(
    ANALYTICS_PATHS.promos,
    {
      schema: {
        tags,
        description: `Promo code usage on revenue orders, most used first. ${RANGE_NOTE}`,
        querystring: DateRangeQuerySchema,
        response: { 200: PromosAnalyticsResponseSchema },
      },
    },
    (request) => promosReport(db, request.query, store),
  );
  app.get(
    ANALYTICS_PATHS.geographic,
    {
      schema: {
        tags,
        description: `Revenue orders by shipping country, most orders first. ${RANGE_NOTE}`,
        querystring: DateRangeQuerySchema,
        response: { 200: GeographicAnalyticsResponseSchema },
      },
    },
    (request) => geographicReport(db, request.query, store),
  );
};
