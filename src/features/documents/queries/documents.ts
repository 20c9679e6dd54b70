// The signed-in doctor's documents on /profile: list, upload (checked, then filed) and delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteDocument,
  documentsQueryOptions,
  type ProfileDocument,
  uploadDocument,
} from '@/entities/documents';

export function useDocuments(userId: string) {
  return useQuery(documentsQueryOptions(userId));
}

export function useUploadDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(documentsQueryOptions(userId).queryKey, (list = []) => [
        document,
        ...list,
      ]);
    },
  });
}

export function useDeleteDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: ProfileDocument) => deleteDocument(document),
    onSuccess: (_done, document) => {
      queryClient.setQueryData(documentsQueryOptions(userId).queryKey, (list = []) =>
        list.filter((item) => item.id !== document.id),
      );
    },
  });
}
