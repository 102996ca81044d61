import type { components } from '@octokit/openapi-types'
import type { Repository } from './job-json.js'

/** A user as GitHub's answers embed one (a reviewer, a repository's owner), at plausible values. */
export function userJson(login: string): components['schemas']['simple-user'] {
  const id = 1_000 + ([...login].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 0) % 1_000_000)
  const api = `https://api.github.com/users/${login}`
  return {
    login,
    id,
    node_id: `U_${Buffer.from(login).toString('base64url')}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `https://github.com/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: 'User',
    site_admin: false,
  }
}

/** The repository as a workflow run embeds it (its `repository` and `head_repository`), its URLs GitHub's. */
export function repositoryJson(repository: Repository): components['schemas']['minimal-repository'] {
  const { owner, repo } = repository
  const api = `${repository.apiUrl}/repos/${owner}/${repo}`
  const id =
    500_000 + ([...`${owner}/${repo}`].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 0) % 1_000_000)
  return {
    id,
    node_id: `R_${Buffer.from(String(id)).toString('base64url')}`,
    name: repo,
    full_name: `${owner}/${repo}`,
    private: false,
    owner: userJson(owner),
    html_url: `https://github.com/${owner}/${repo}`,
    description: null,
    fork: false,
    url: api,
    forks_url: `${api}/forks`,
    keys_url: `${api}/keys{/key_id}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    teams_url: `${api}/teams`,
    hooks_url: `${api}/hooks`,
    issue_events_url: `${api}/issues/events{/number}`,
    events_url: `${api}/events`,
    assignees_url: `${api}/assignees{/user}`,
    branches_url: `${api}/branches{/branch}`,
    tags_url: `${api}/tags`,
    blobs_url: `${api}/git/blobs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    trees_url: `${api}/git/trees{/sha}`,
    statuses_url: `${api}/statuses/{sha}`,
    languages_url: `${api}/languages`,
    stargazers_url: `${api}/stargazers`,
    contributors_url: `${api}/contributors`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    commits_url: `${api}/commits{/sha}`,
    git_commits_url: `${api}/git/commits{/sha}`,
    comments_url: `${api}/comments{/number}`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    contents_url: `${api}/contents/{+path}`,
    compare_url: `${api}/compare/{base}...{head}`,
    merges_url: `${api}/merges`,
    archive_url: `${api}/{archive_format}{/ref}`,
    downloads_url: `${api}/downloads`,
    issues_url: `${api}/issues{/number}`,
    pulls_url: `${api}/pulls{/number}`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    labels_url: `${api}/labels{/name}`,
    releases_url: `${api}/releases{/id}`,
    deployments_url: `${api}/deployments`,
  }
}
