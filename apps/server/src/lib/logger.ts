import pino from 'pino';

export type TLogger = pino.Logger;

/** Structured JSON logs. Credentials never reach them: the redact list covers every carrier. */
export function createLogger(level: string, destination?: pino.DestinationStream): TLogger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gatling' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'res.headers["set-auth-token"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.access_token',
        '*.otp',
        '*.code',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
