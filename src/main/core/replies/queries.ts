/** The replies module's SQL, through the shared statement cache (`statement(ctx.db, sql)`). */

// Written with every reply change, thousands at a time by automatic drafting: a prepared statement.
export const INSERT_REPLY_EVENT = `INSERT INTO reply_events (id, workspace_id, review_id, actor_user_id, action, from_status,
  to_status, body, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

// A new reply is the hot path of automatic drafting: a prepared statement, not the query builder.
export const INSERT_REPLY = `INSERT INTO replies (id, workspace_id, review_id, status, body, source, drafter, template_id, draft_variant, draft_tones,
  language, note, confidence, reasons, drafted_inputs_at, store_reply_id, attempt_id, attempt_started_at, publish_attempts,
  error_code, error_message, approved_by_user_id, approved_at, published_at, created_at, updated_at)
  VALUES (@id, @workspaceId, @reviewId, @status, @body, @source, @drafter, @templateId, @draftVariant, @draftTones, @language, @note,
  @confidence, @reasons, @draftedInputsAt, @storeReplyId, @attemptId, @attemptStartedAt, @publishAttempts, @errorCode, @errorMessage, @approvedByUserId,
  @approvedAt, @publishedAt, @createdAt, @updatedAt)`

// Its app's inputs did not change since: the draft is current as of the newest stamp.
export const ADVANCE_DRAFT_INPUTS = `UPDATE replies SET drafted_inputs_at = @newest
  WHERE review_id = @reviewId AND status = 'draft' AND source = 'drafted' AND drafted_inputs_at = @draftedAt`
