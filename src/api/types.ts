import type { BlockDto, PageDto } from '../../schemas/wire/block.ts'

/** The wire contract (schemas/wire), as types only: nothing of zod reaches a visitor's load through here. */
export type BlockData = BlockDto
export type PageData = PageDto
export type { ErrorCode } from '../../schemas/wire/error-codes.ts'
export type { TokenPair } from '../../schemas/wire/auth.ts'
