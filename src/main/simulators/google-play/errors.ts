/** Google's error bodies (docs/stores/google-play.md, "When something goes wrong"), as the simulator sends them. */

const SERVICE = 'androidpublisher.googleapis.com'

export interface GoogleErrorBody {
  error: {
    code: number
    message: string
    errors?: {
      message: string
      domain: string
      reason: string
      location?: string
      locationType?: string
    }[]
    status?: string
    details?: Record<string, unknown>[]
  }
}

const errorInfo = (reason: string, metadata: Record<string, string> = {}) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata: { service: SERVICE, ...metadata },
})

export const googleErrors = {
  credentialsMissing: (method: string): GoogleErrorBody => ({
    error: {
      code: 401,
      message:
        'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      errors: [
        {
          message: 'Login Required.',
          domain: 'global',
          reason: 'required',
          location: 'Authorization',
          locationType: 'header',
        },
      ],
      status: 'UNAUTHENTICATED',
      details: [errorInfo('CREDENTIALS_MISSING', { method })],
    },
  }),
  insufficientScope: (): GoogleErrorBody => ({
    error: {
      code: 403,
      message: 'Request had insufficient authentication scopes.',
      errors: [
        { message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' },
      ],
      status: 'PERMISSION_DENIED',
      details: [
        errorInfo('ACCESS_TOKEN_SCOPE_INSUFFICIENT', {
          method: 'google.androidpublisher.v3.Reviews',
        }),
      ],
    },
  }),
  invalidCredentials: (): GoogleErrorBody => ({
    error: {
      code: 401,
      message:
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      errors: [
        {
          message: 'Invalid Credentials',
          domain: 'global',
          reason: 'authError',
          location: 'Authorization',
          locationType: 'header',
        },
      ],
      status: 'UNAUTHENTICATED',
      details: [errorInfo('ACCESS_TOKEN_EXPIRED')],
    },
  }),
  // androidpublisher sends this one without `status` or `details`.
  permissionDenied: (): GoogleErrorBody => ({
    error: {
      code: 401,
      message: 'The current user has insufficient permissions to perform the requested operation.',
      errors: [
        {
          message:
            'The current user has insufficient permissions to perform the requested operation.',
          domain: 'androidpublisher',
          reason: 'permissionDenied',
        },
      ],
    },
  }),
  projectNotLinked: (): GoogleErrorBody => ({
    error: {
      code: 403,
      message:
        'The project id used to call the Google Play Developer API has not been linked in the Google Play Developer Console.',
      errors: [
        {
          message:
            'The project id used to call the Google Play Developer API has not been linked in the Google Play Developer Console.',
          domain: 'androidpublisher',
          reason: 'projectNotLinked',
        },
      ],
      status: 'PERMISSION_DENIED',
    },
  }),
  forbidden: (): GoogleErrorBody => ({
    error: {
      code: 403,
      message: 'The caller does not have permission',
      errors: [
        { message: 'The caller does not have permission', domain: 'global', reason: 'forbidden' },
      ],
      status: 'PERMISSION_DENIED',
    },
  }),
  serviceDisabled: (project: string): GoogleErrorBody => ({
    error: {
      code: 403,
      message: `Google Play Android Developer API has not been used in project ${project} before or it is disabled.`,
      errors: [
        { message: 'Access Not Configured.', domain: 'usageLimits', reason: 'accessNotConfigured' },
      ],
      status: 'PERMISSION_DENIED',
      details: [errorInfo('SERVICE_DISABLED', { consumer: `projects/${project}` })],
    },
  }),
  quota: (metric: 'get' | 'post'): GoogleErrorBody => {
    const message =
      metric === 'get'
        ? `Quota exceeded for quota metric 'Reply to reviews get requests' and limit 'Get requests per hour per app' of service '${SERVICE}'.`
        : `Quota exceeded for quota metric 'Reply to reviews post requests' and limit 'Post requests per day per app' of service '${SERVICE}'.`
    return {
      error: {
        code: 429,
        message,
        errors: [{ message, domain: 'usageLimits', reason: 'rateLimitExceeded' }],
        status: 'RESOURCE_EXHAUSTED',
        details: [
          errorInfo('RATE_LIMIT_EXCEEDED', {
            quota_metric: `${SERVICE}/reviews_${metric}_requests`,
          }),
        ],
      },
    }
  },
  notFound: (what: string): GoogleErrorBody => ({
    error: {
      code: 404,
      message: `${what} not found.`,
      errors: [{ message: `${what} not found.`, domain: 'global', reason: 'notFound' }],
      status: 'NOT_FOUND',
    },
  }),
  invalidArgument: (message: string): GoogleErrorBody => ({
    error: {
      code: 400,
      message,
      errors: [{ message, domain: 'global', reason: 'badRequest' }],
      status: 'INVALID_ARGUMENT',
    },
  }),
}

/** The token endpoint speaks OAuth, not Google's API error shape. */
export const oauthError = (error: string, description: string) => ({
  error,
  error_description: description,
})
