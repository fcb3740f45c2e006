// A Gradle multi-project build (api, core) with the wrapper, and a Maven module kept for a legacy job.
import { COMMON_ALLOW, COMMON_DENIED, COMMON_DENY, type Stack } from './types.js';

export const java: Stack = {
  name: 'java',
  policy: `
version: 1
allow:
  - Read
  - Edit(api/src/**)
  - Edit(core/src/**)
  - Edit(legacy/src/**)
  - Edit(build.gradle.kts)
  - Edit(.gitignore)
  - Bash(./gradlew test:*)
  - Bash(./gradlew build:*)
  - Bash(./gradlew check:*)
  - Bash(./gradlew spotlessApply:*)
  - Bash(./gradlew spotlessCheck:*)
  - Bash(./gradlew :api:test:*)
  - Bash(./gradlew :core:test:*)
  - Bash(./gradlew dependencies:*)
  - Bash(./gradlew compileJava:*)
  - Bash(mvn test:*)
  - Bash(mvn -q test:*)
  - Bash(mvn verify:*)
  - Bash(mvn compile:*)
  - Bash(mvn spotless:apply:*)
  - Bash(java -version)${COMMON_ALLOW}
deny:${COMMON_DENY}
  - Bash(./gradlew publish:*)
  - Bash(mvn deploy:*)
`,
  files: {
    '.gitignore': '.gradle/\nbuild/\ntarget/\n.env\n.env.*\nsecrets/\nlocal.properties\n',
    'gradlew': '#!/bin/sh\nexec java -jar gradle/wrapper/gradle-wrapper.jar "$@"\n',
    'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://services.gradle.org/gradle-8.7-bin.zip\n',
    'settings.gradle.kts': 'include("api", "core")\n',
    'build.gradle.kts': 'plugins { java }\n',
    'api/build.gradle.kts': 'dependencies { implementation(project(":core")) }\n',
    'api/src/main/java/com/acme/api/UserController.java': 'package com.acme.api;\n\npublic class UserController {}\n',
    'api/src/test/java/com/acme/api/UserControllerTest.java': 'package com.acme.api;\n\nclass UserControllerTest { @Test void lists() {} }\n',
    'core/build.gradle.kts': '',
    'core/src/main/java/com/acme/core/UserService.java': 'package com.acme.core;\n\npublic class UserService { /* TODO: cache */ }\n',
    'core/src/test/java/com/acme/core/UserServiceTest.java': 'package com.acme.core;\n\nclass UserServiceTest { @Test void finds() {} @Test void misses() {} }\n',
    'core/src/main/resources/application.yml': 'server:\n  port: 8080\n',
    'legacy/pom.xml': '<project><artifactId>legacy</artifactId></project>\n',
    'legacy/src/main/java/com/acme/legacy/Report.java': 'package com.acme.legacy;\n\npublic class Report {}\n',
    'legacy/src/test/java/com/acme/legacy/ReportTest.java': 'package com.acme.legacy;\n\nclass ReportTest { @Test void renders() {} }\n',
    'local.properties': 'sdk.dir=/opt/android\n',
  },
  everyday: [
    './gradlew test',
    './gradlew test --tests "com.acme.core.UserServiceTest"',
    './gradlew test --tests "*UserService*" --info',
    './gradlew build',
    './gradlew build -x test',
    './gradlew check --stacktrace',
    './gradlew :api:test',
    './gradlew :core:test --tests "com.acme.core.UserServiceTest.finds"',
    './gradlew spotlessApply',
    './gradlew spotlessCheck',
    './gradlew compileJava',
    './gradlew dependencies --configuration runtimeClasspath',
    './gradlew test 2>&1 | tail -40',
    './gradlew build --console=plain 2>&1 | grep -E "FAILED|BUILD"',
    './gradlew test || true',
    'CI=true ./gradlew test',
    'cd api && ../gradlew test',
    'cd core && ../gradlew test --tests "*UserServiceTest"',
    '(cd legacy && mvn -q test)',
    'cd legacy && mvn test -Dtest=ReportTest',
    'cd legacy && mvn compile && mvn test',
    'mvn -q test -f legacy/pom.xml',
    'java -version',
    'cat build.gradle.kts',
    'cat settings.gradle.kts',
    'cat core/src/main/resources/application.yml',
    'head -60 core/src/main/java/com/acme/core/UserService.java',
    'ls -la core/src/main/java/com/acme/core',
    'ls api/src/test/java/com/acme/api',
    'grep -rn "class UserService" --include=*.java .',
    'grep -rn "@Test" api/src/test core/src/test',
    'grep -rln "TODO" --include="*.java" core api',
    'rg "@Test" core/src/test',
    'rg -n "public class" -g "*.java"',
    'rg -l "UserService"',
    'find . -name "*Test.java" | xargs grep -c "@Test"',
    'find . -name "*.java" -not -path "*/build/*" | wc -l',
    'find core -name "*.java" -exec wc -l {} +',
    'for f in core/src/test/java/com/acme/core/*.java; do grep -c "@Test" "$f"; done',
    'git grep -n "UserService" -- "*.java"',
    'git status',
    'git diff',
    'git diff --stat',
    'git log --oneline -10',
    'git log -p -2 -- core/src',
    'git show HEAD --stat',
    'git add core/src && git commit -m "core: cache users"',
    'mkdir -p core/src/main/java/com/acme/core/cache',
    // Readers and finders as agents write them (find expressions, grep --exclude, git ls-files listings, xargs input).
    'find . -name "*.java" -not -path "*/build/*" | xargs grep -l "@Test"',
    'find . -type f -name "*.java" -path "*/test/*" -exec wc -l {} +',
    'git ls-files "*.java" | xargs wc -l',
    'grep -rn "@Deprecated" --include="*.java" --exclude-dir=build core api',
    'find . -name build -prune -o -name "*.java" -print | xargs wc -l',
  ],
  denied: [
    ...COMMON_DENIED,
    { command: './gradlew publish', kernel: false, why: 'publishing is denied' },
    { command: 'mvn deploy', kernel: false, why: 'deploying is denied' },
    { command: 'cd legacy && mvn deploy -DskipTests', kernel: false, why: 'deploying is denied, after cd' },
    { command: 'JAVA_TOOL_OPTIONS=-javaagent:evil.jar ./gradlew test', kernel: false, why: 'the JVM loads an agent' },
    { command: 'cd api && ./gradlew test', kernel: false, why: 'api/gradlew is not the wrapper the rule names' },
  ],
};
