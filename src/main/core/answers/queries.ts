/** Answers' SQL, through the shared statement cache (`statement`). */

/**
 * The drafter's read: the Answers for one app and those for every app of the workspace, in one
 * primary language; the review's exact tag first, then the bare language, then other regions,
 * the app's own before the workspace-wide ones. Walks `answers_workspace_app_language` twice
 * (the app's rows and the app-less ones), each over the language range.
 */
export const ANSWERS_FOR = `SELECT id, language, title, keywords, examples, body FROM answers
  WHERE workspace_id = @workspaceId AND (app_id = @appId OR app_id IS NULL)
    AND language >= @from AND language < @to
  ORDER BY language = @exact DESC, language = @primary DESC, app_id IS NULL, title, id`

const ANSWER_COLUMNS = `SELECT a.id, a.app_id AS appId, p.name AS appName, a.language, a.title,
    a.keywords, a.examples, a.body, a.created_at AS createdAt, a.updated_at AS updatedAt,
    a.created_by_user_id AS createdById, c.name AS createdByName,
    a.updated_by_user_id AS updatedById, u.name AS updatedByName
  FROM answers a
  LEFT JOIN apps p ON p.id = a.app_id
  LEFT JOIN users c ON c.id = a.created_by_user_id
  LEFT JOIN users u ON u.id = a.updated_by_user_id`

/**
 * The list for settings and the CLI. `scope`: `any`; `everyApp` (only Answers for every app);
 * `app` (that app's own and those for every app). `from` null: any language.
 */
export const LIST_ANSWERS = `${ANSWER_COLUMNS}
  WHERE a.workspace_id = @workspaceId
    AND (@scope = 'any' OR a.app_id IS NULL OR (@scope = 'app' AND a.app_id = @appId))
    AND (@from IS NULL OR (a.language >= @from AND a.language < @to))
  ORDER BY a.app_id IS NOT NULL, p.name, a.app_id, a.language, a.title, a.id`

export const ANSWER_BY_ID = `${ANSWER_COLUMNS} WHERE a.id = ? AND a.workspace_id = ?`

export const COUNT_ANSWERS = 'SELECT count(*) AS n FROM answers WHERE workspace_id = ?'

/** Titles already used in one scope (an app, or every app: `app_id IS NULL`) and language. */
export const TITLES_IN_SCOPE = `SELECT id, title FROM answers
  WHERE workspace_id = ? AND app_id IS ? AND language = ?`

export const APP_IN_WORKSPACE = 'SELECT name FROM apps WHERE id = ? AND workspace_id = ?'
