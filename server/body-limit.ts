/** The most a JSON request body may weigh, and so the most a block's content may: a PATCH's result is held to it too. */
export const JSON_BODY_LIMIT = 1024 * 1024
