// A vitest reporter that writes the errors of suites and files, not of tests, to the JSON file
// named by DOCSIFT_SUITE_ERRORS: a beforeAll that throws or times out. Vitest's JSON report keeps
// only the tests, which it marks skipped, so the summary could say why a file failed.
import { writeFileSync } from 'node:fs';

export default class SuiteErrors {
  onTestRunEnd(testModules) {
    const file = process.env.DOCSIFT_SUITE_ERRORS;
    if (!file) return;
    const errors = [];
    for (const module of testModules) {
      const where = [[module, ''], ...[...module.children.allSuites()].map((s) => [s, s.fullName])];
      for (const [entity, suite] of where)
        for (const error of entity.errors())
          errors.push({ file: module.moduleId, suite, message: error.message ?? String(error) });
    }
    writeFileSync(file, JSON.stringify(errors));
  }
}
