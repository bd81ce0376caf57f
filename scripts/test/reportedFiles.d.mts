export interface ReportedFile {
  project: string;
  file: string;
  passed: boolean;
}

export function reportedFiles(output: string): Map<string, ReportedFile>;

export function unreported(listed: ReadonlyArray<{ file: string; projectName?: string }>, reported: Map<string, ReportedFile>, root: string): Array<{ project: string; file: string }>;
