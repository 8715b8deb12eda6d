/**
 * The first view of a report route's document (issue 34): the views the page would ask for first
 * (the shell's session view, the exam frame's context, the report page), computed by the BFF while it
 * serves the document and carried in it as JSON in `<script type="application/json" id="first-view">`,
 * each under the key the page asks for it by (view-keys.ts). A view missing from it is asked as usual.
 */
export const FIRST_VIEW_ELEMENT_ID = 'first-view'

export type FirstView = Record<string, unknown>
