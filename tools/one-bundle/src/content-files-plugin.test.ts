import { ContentFilesPlugin } from './content-files-plugin';
import { contentFiles } from './content-files';
import { fakeCompiler } from './testing/fake-compiler';

jest.mock('./content-files', () => ({ contentFiles: jest.fn() }));

describe('ContentFilesPlugin', () => {
  it('emits every blog file into the build', () => {
    jest.mocked(contentFiles).mockReturnValue(new Map([['blog/_payload.json', Buffer.from('{}')]]));
    const fake = fakeCompiler();
    new ContentFilesPlugin('/repo/remotes/content').apply(fake.compiler);
    fake.processAssets();
    expect(contentFiles).toHaveBeenCalledWith('/repo/remotes/content');
    expect([...fake.assets.keys()]).toEqual(['blog/_payload.json']);
    expect(fake.errors).toEqual([]);
  });

  it('fails the build with the content error, as the content remote’s build does', () => {
    jest.mocked(contentFiles).mockImplementation(() => {
      throw new Error('source/posts/ng/x.md:\n  - cover.src: covers/x.svg does not exist');
    });
    const fake = fakeCompiler();
    new ContentFilesPlugin('/repo/remotes/content').apply(fake.compiler);
    fake.processAssets();
    expect(fake.errors.map((error) => error.message)).toEqual([
      "the blog's files: source/posts/ng/x.md:\n  - cover.src: covers/x.svg does not exist",
    ]);
    expect(fake.assets.size).toBe(0);
  });
});
