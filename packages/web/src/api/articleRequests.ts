// One request per article in flight, shared by whoever asks first (the navigation guard, as
// soon as the route is known) and the view (once its code has loaded), so the article's
// request does not wait for the view's code to download.
import type { Article } from "@rxdocs/contract";
import { fetchArticleDetail } from "./calls";

const NOT_FOUND = 404;
const inFlight = new Map<string, Promise<Article>>();

export function requestArticle(menuCode: string): Promise<Article> {
  let request = inFlight.get(menuCode);
  if (!request) {
    // The view presents a missing page itself, in the page rather than as a toast.
    request = fetchArticleDetail(menuCode, { quietCodes: [NOT_FOUND] });
    inFlight.set(menuCode, request);
    // Settled requests are forgotten: a later visit asks again (the content may have changed).
    const forget = () => inFlight.delete(menuCode);
    request.then(forget, forget);
  }
  return request;
}
