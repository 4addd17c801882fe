import { MessagePage, MessageText } from '../../components/ui/message-page.tsx';

export function NotFoundPage() {
  return (
    <MessagePage title="404 - Page Not Found">
      <MessageText>The page you are looking for doesn't exist or has been moved.</MessageText>
    </MessagePage>
  );
}
