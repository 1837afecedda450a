/** `annotations`, from outside its room: the check, its options, the fresh servers, the probes and suppressions files. */
export { checkAnnotations, skipText } from './run.js';
export type { AnnotationsOptions, AnnotationsSetting } from './options.js';
export { stubServers, type StubServers, type StubServer } from './servers.js';
export { DEFAULT_PROBES_FILE, loadProbesFile, parseProbesFile, ProbesFileError, type ProbesFile } from './probes.js';
export {
  ANNOTATIONS_SUPPRESSIONS_FILE,
  AnnotationsSuppressionsError,
  loadAnnotationsSuppressions,
  type AnnotationSuppression,
} from './suppressions.js';
