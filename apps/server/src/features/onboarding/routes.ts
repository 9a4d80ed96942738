import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONBOARDING_PATHS,
  OnboardingBodySchema,
  OnboardingInfoSchema,
  OnboardingResultSchema,
  OnboardingTokenParamSchema,
} from '@store/contract/onboarding';
import type { FeatureOptions } from '../../platform/deps.ts';
import { completeOnboarding, onboardingInfo } from './service.ts';

const tags = ['onboarding'];

/**
 * Public (no session, no API key: the token is the secret), registered under /api/v1 (DESIGN §3):
 * `GET /onboarding/{token}` → {email, name}; `POST` {password, name?} completes it.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { db } = deps.database;
  app.get(
    ONBOARDING_PATHS.item,
    {
      schema: { tags, security: [], params: OnboardingTokenParamSchema, response: { 200: OnboardingInfoSchema } },
    },
    (request) => onboardingInfo(db, request.params.token),
  );
  app.post(
    ONBOARDING_PATHS.item,
    {
      schema: {
        tags,
        security: [],
        params: OnboardingTokenParamSchema,
        body: OnboardingBodySchema,
        response: { 200: OnboardingResultSchema },
      },
    },
    (request) => completeOnboarding(db, request.params.token, request.body),
  );
};
